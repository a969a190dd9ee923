/**
 * The checker's figures on the labelled corpus, by kind: what `npm run bench:checker` prints and what
 * the public page "How well our checker works" shows (it is made at build time from this, in
 * vite.config.ts, so the page never shows old figures).
 */
import { checkInput } from "../../app/features/checker/check";
import type { CheckKind, CheckResult, KindScore, Scorecard } from "../../app/features/checker/types";
import { CHECK_DIRECTORY } from "../../app/features/checker/words/official";
import { type CorpusItem, type Grade, grade, loadCorpus } from "./checker-corpus";

export type { KindScore, Scorecard };

export interface GradedItem {
  item: CorpusItem;
  result: CheckResult;
  grade: Grade;
}

export function gradeCorpus(): GradedItem[] {
  return loadCorpus().map((item) => {
    const result = checkInput(item.input, CHECK_DIRECTORY, item.kind);
    return { item, result, grade: grade(item, result) };
  });
}

function hostOf(input: string): string {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(input) ? input : `http://${input}`).hostname;
  } catch {
    return "";
  }
}

function score(kind: CheckKind, rows: readonly GradedItem[]): KindScore {
  const of = (group: Grade["group"]) => rows.filter((row) => row.grade.group === group);
  const scams = of("scam");
  const legit = of("legit");
  const spoofed = of("spoofed");
  return {
    kind,
    scams: scams.length,
    caught: scams.filter((row) => row.grade.ok).length,
    warned: scams.filter((row) => row.result.outcome === "warning").length,
    legit: legit.length,
    falseAlarms: legit.filter((row) => row.result.outcome === "warning").length,
    spoofed: spoofed.length,
    spoofedAdvised: spoofed.filter((row) => row.grade.ok).length,
  };
}

export function scorecard(graded: readonly GradedItem[] = gradeCorpus(), now = new Date()): Scorecard {
  const kinds = (["link", "message", "phone"] as const).map((kind) =>
    score(
      kind,
      graded.filter((row) => row.item.kind === kind),
    ),
  );
  const sum = (key: keyof Omit<KindScore, "kind">) => kinds.reduce((total, row) => total + row[key], 0);
  const links = graded.filter((row) => row.item.kind === "link");
  return {
    measured: now.toISOString().slice(0, 10),
    items: graded.length,
    kinds,
    total: {
      kind: "link",
      scams: sum("scams"),
      caught: sum("caught"),
      warned: sum("warned"),
      legit: sum("legit"),
      falseAlarms: sum("falseAlarms"),
      spoofed: sum("spoofed"),
      spoofedAdvised: sum("spoofedAdvised"),
    },
    govLookalikes: links.filter(
      (row) => /\.(gov|mil)$/i.test(hostOf(row.item.input)) && row.result.signals.some((found) => found.id === "lookalike"),
    ).length,
    sharedOfficial: links.filter(
      (row) =>
        row.result.outcome === "official" && row.result.signals.some((found) => found.id === "shared-host" || found.id === "redirect"),
    ).length,
  };
}
