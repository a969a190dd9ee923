// npm run bench:checker: measures the checker on the labelled corpus in tests/fixtures/checker-corpus.
// For scams, the share given "Warning" with a correct reason (a found sign the corpus expects); for
// legitimate items, the share given a warning. Real numbers that scammers spoofed are shown apart:
// no checker can tell a spoofed call from a number, so the right answer there is the caller-ID advice.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const base = { configFile: false, root, logLevel: "error", resolve: { alias: { "~": `${root}app` } } };
// The checker's official lines name facts by key (app/facts.ts): replaced as in the build.
const { module: viteConfig } = await runnerImport("/vite.config.ts", base);
const config = { ...base, plugins: [viteConfig.factTokens()] };
const { module: corpus } = await runnerImport("/tests/support/checker-corpus.ts", config);
const { module: checker } = await runnerImport("/app/features/checker/check.ts", config);
const { module: official } = await runnerImport("/app/features/checker/words/official.ts", config);

const verbose = process.argv.includes("--verbose");
const rows = [];
for (const item of corpus.loadCorpus()) {
  const result = checker.checkInput(item.input, official.CHECK_DIRECTORY, item.kind);
  rows.push({ item, result, grade: corpus.grade(item, result) });
}

const share = (part, whole) => (whole === 0 ? "n/a" : `${((100 * part) / whole).toFixed(1)}%`);
const line = (label, part, whole) =>
  console.log(`${label.padEnd(44)} ${String(part).padStart(4)} / ${String(whole).padEnd(4)} ${share(part, whole)}`);

console.log(`Checker on ${rows.length} labelled items (tests/fixtures/checker-corpus)\n`);
for (const kind of ["link", "message", "phone", "all"]) {
  const ofKind = rows.filter((row) => kind === "all" || row.item.kind === kind);
  const scams = ofKind.filter((row) => row.grade.group === "scam");
  const legit = ofKind.filter((row) => row.grade.group === "legit");
  const spoofed = ofKind.filter((row) => row.grade.group === "spoofed");
  console.log(`${kind}:`);
  line("  scams caught with a correct reason", scams.filter((row) => row.grade.ok).length, scams.length);
  line("  scams given Warning (any reason)", scams.filter((row) => row.result.outcome === "warning").length, scams.length);
  line("  legitimate items given Warning", legit.filter((row) => row.result.outcome === "warning").length, legit.length);
  if (spoofed.length > 0)
    line("  spoofed real numbers given caller-ID advice", spoofed.filter((row) => row.grade.ok).length, spoofed.length);
}

const misses = rows.filter((row) => !row.grade.ok);
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
