// The feature's face: what routes and other features may use.
export { AUDIO_LANGUAGES } from "./audio-rules";
export type { QuizKind } from "./quiz-center";
export type { QuizQuestion } from "./quiz";
export { QuickQuiz } from "./ui/quick-quiz";
export { EMAIL_QUIZ } from "./words/email";
export { QUICK_QUIZ } from "./words/quick-quiz";
export { SMS_QUIZ } from "./words/sms";
