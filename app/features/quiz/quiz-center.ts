/** The three quizzes of the training center. */
export const QUIZ_KINDS = ["phone", "email", "sms"] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];

export function isQuizKind(value: unknown): value is QuizKind {
  return typeof value === "string" && (QUIZ_KINDS as readonly string[]).includes(value);
}

/** Quiz sizes: phone 5, email 10, text 8; 23 questions at most in all. */
export const QUIZ_MAXIMUMS: Record<QuizKind, number> = { phone: 5, email: 10, sms: 8 };

/** The Next and Complete button labels of each quiz. */
export const QUIZ_LABELS: Record<QuizKind, { title: string; next: string; complete: string }> = {
  phone: { title: "Phone Scam Quiz", next: "Next Question", complete: "Complete Quiz" },
  email: { title: "Email Phishing Test", next: "Next Email", complete: "Complete Test" },
  sms: { title: "Text Message Challenge", next: "Next Message", complete: "Complete Challenge" },
};

export function percent(score: number, total: number): number {
  return total === 0 ? 0 : Math.round((score / total) * 100);
}

export type ResultGrade = "perfect" | "excellent" | "good" | "practice";

/**
 * Result messages: phone 100 perfect, 80 or more excellent, 60 or more good,
 * else keep practicing; email the same thresholds 100/80/60; text 100/75/50.
 */
export function resultGrade(kind: QuizKind, pct: number): ResultGrade {
  const [excellent, good] = kind === "sms" ? [75, 50] : [80, 60];
  if (pct >= 100) return "perfect";
  if (pct >= excellent) return "excellent";
  if (pct >= good) return "good";
  return "practice";
}

export const RESULT_MESSAGES: Record<ResultGrade, string> = {
  perfect: "Perfect score! You spotted every one. You are ready for whatever scammers try next.",
  excellent: "Excellent work! You caught almost every trick. Look back at the one or two you missed.",
  good: "Good job. You know the main warning signs. Review the red flags you missed and try again.",
  practice: "Keep practicing. These messages are made to fool people. Read the explanations, then try again: you will improve quickly.",
};

/** Quiz progress: phoneScore, emailScore, smsScore and the completed quizzes. */
export interface QuizCenterProgress {
  scores: Partial<Record<QuizKind, { score: number; total: number }>>;
  completed: QuizKind[];
}

export const EMPTY_PROGRESS: QuizCenterProgress = { scores: {}, completed: [] };

export function recordResult(progress: QuizCenterProgress, kind: QuizKind, score: number, total: number): QuizCenterProgress {
  return {
    scores: { ...progress.scores, [kind]: { score, total } },
    completed: progress.completed.includes(kind) ? progress.completed : [...progress.completed, kind],
  };
}

/** "Overall percent = total score over the sum of the maximums of completed quizzes." */
export function overallPercent(progress: QuizCenterProgress): number {
  let score = 0;
  let total = 0;
  for (const kind of progress.completed) {
    const result = progress.scores[kind];
    if (!result) continue;
    score += result.score;
    total += result.total;
  }
  return percent(score, total);
}

export type CertificationTier = "Scam Detection Master" | "Senior Protection Expert" | "Digital Guardian" | "Scam Fighter";

/**
 * "Certification: earned only when all three quizzes are completed; ... 95% or more Scam Detection
 * Master, 85% or more Senior Protection Expert, 75% or more Digital Guardian, else Scam Fighter."
 */
export function certificationTier(progress: QuizCenterProgress): CertificationTier | null {
  if (!QUIZ_KINDS.every((k) => progress.completed.includes(k))) return null;
  const pct = overallPercent(progress);
  if (pct >= 95) return "Scam Detection Master";
  if (pct >= 85) return "Senior Protection Expert";
  if (pct >= 75) return "Digital Guardian";
  return "Scam Fighter";
}

export const PROGRESS_COOKIE = "quiz-progress";

/** "p:4/5,e:9/10,s:7/8" — compact and readable; anything malformed is dropped. */
export function serializeProgress(progress: QuizCenterProgress): string {
  return progress.completed
    .map((kind) => {
      const r = progress.scores[kind];
      return r ? `${kind[0]}:${r.score}/${r.total}` : "";
    })
    .filter(Boolean)
    .join(",");
}

const KIND_BY_LETTER: Record<string, QuizKind> = { p: "phone", e: "email", s: "sms" };

export function parseProgress(value: string | null | undefined): QuizCenterProgress {
  let progress = EMPTY_PROGRESS;
  for (const part of (value ?? "").split(",")) {
    const m = /^([pes]):(\d{1,2})\/(\d{1,2})$/.exec(part.trim());
    if (!m) continue;
    const kind = KIND_BY_LETTER[m[1]!]!;
    const score = Number(m[2]);
    const total = Number(m[3]);
    if (total < 1 || total > QUIZ_MAXIMUMS[kind] || score > total) continue;
    progress = recordResult(progress, kind, score, total);
  }
  return progress;
}

export function progressFromCookie(cookieHeader: string | null | undefined): QuizCenterProgress {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === PROGRESS_COOKIE) return parseProgress(rest.join("="));
  }
  return EMPTY_PROGRESS;
}

/**
 * One year, site-wide, Lax; not HttpOnly because the page's script updates it too. `secure` follows
 * the protocol the page came over (Secure cookies are not kept on plain http://localhost).
 */
export function progressCookie(progress: QuizCenterProgress, secure: boolean): string {
  return `${PROGRESS_COOKIE}=${serializeProgress(progress)}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
