// npm run bench:checker: measures the checker on the labelled corpus in tests/fixtures/checker-corpus
// (tests/support/checker-scorecard.ts; the page /check/how-well-it-works shows the same figures, made at
// build time). For scams, the share given "Warning" with a correct reason (a found sign the corpus
// expects); for legitimate items, the share given a warning. Real numbers that scammers spoofed are
// shown apart: no checker can tell a spoofed call from a number, so the right answer there is the
// caller-ID advice. Exits 1 when a target of issue 28 is missed.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const base = { configFile: false, root, logLevel: "error", resolve: { alias: { "~": `${root}app` } } };
// The checker's official lines name facts by key (app/facts.ts): replaced as in the build.
const { module: viteConfig } = await runnerImport("/vite.config.ts", base);
const config = { ...base, plugins: [viteConfig.factTokens()] };
const { module: scoring } = await runnerImport("/tests/support/checker-scorecard.ts", config);

const verbose = process.argv.includes("--verbose");
const graded = scoring.gradeCorpus();
const card = scoring.scorecard(graded);

const share = (part, whole) => (whole === 0 ? "n/a" : `${((100 * part) / whole).toFixed(1)}%`);
const line = (label, part, whole) =>
  console.log(`${label.padEnd(44)} ${String(part).padStart(4)} / ${String(whole).padEnd(4)} ${share(part, whole)}`);

console.log(`Checker on ${card.items} labelled items (tests/fixtures/checker-corpus)\n`);
for (const row of [...card.kinds, { ...card.total, kind: "all" }]) {
  console.log(`${row.kind}:`);
  line("  scams caught with a correct reason", row.caught, row.scams);
  line("  scams given Warning (any reason)", row.warned, row.scams);
  line("  legitimate items given Warning", row.falseAlarms, row.legit);
  if (row.spoofed > 0) line("  spoofed real numbers given caller-ID advice", row.spoofedAdvised, row.spoofed);
}
console.log(`\n.gov and .mil links called look-alikes: ${card.govLookalikes}`);
console.log(`shared-host pages and redirects called "the real address": ${card.sharedOfficial}`);

const misses = graded.filter((row) => !row.grade.ok);
if (misses.length > 0) {
  console.log(`\n${misses.length} items not answered as labelled${verbose ? ":" : " (--verbose lists them)"}`);
  if (verbose) {
    for (const { item, result } of misses) {
      const found = result.signals.map((signal) => `${signal.id}${signal.strength === "weak" ? "?" : ""}`).join(" ") || "-";
      console.log(
        `  ${item.id} [${item.label}] ${result.outcome}; found ${found}; expected ${(item.expect ?? []).join(" ") || "no warning"}`,
      );
      console.log(`    ${item.input.slice(0, 140).replaceAll("\n", " ")}`);
    }
  }
}

const { total } = card;
const met =
  total.caught / total.scams >= 0.92 && total.falseAlarms / total.legit <= 0.02 && card.govLookalikes === 0 && card.sharedOfficial === 0;
console.log(`\nTargets (92% caught, at most 2% false alarms, no .gov look-alike, no shared page as official): ${met ? "met" : "NOT met"}`);
process.exitCode = met ? 0 : 1;
