import { z } from "zod";
import { defineForm } from "~/lib/forms";
import { QUIZ_KINDS } from "./quiz-center";

/**
 * One step of a quiz without JavaScript: the answers so far ("0,2,1"), whether Next was pressed
 * after the last one, and the button pressed (an option, Next or Retake).
 */
const quizStep = {
  answers: z
    .string()
    .max(100)
    .regex(/^\d{1,2}(,\d{1,2})*$/, "Please start the quiz again.")
    .optional(),
  advanced: z.enum(["0", "1"]).optional(),
  pick: z.coerce.number().int().min(0).max(9).optional(),
  next: z.string().max(20).optional(),
  retake: z.string().max(20).optional(),
};

/** The home page's three-question quiz (/tools/quiz without JavaScript). */
export const quickQuizForm = defineForm(z.object(quizStep));

/** The training center's quizzes (/scam-quizzes without JavaScript). */
export const quizCenterForm = defineForm(z.object({ quiz: z.enum(QUIZ_KINDS, { error: "Please choose a quiz." }), ...quizStep }));
