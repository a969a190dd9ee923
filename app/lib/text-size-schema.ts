import { z } from "zod";
import { defineForm } from "./forms";
import { TEXT_SIZES } from "./text-size";

/** The text-size buttons without JavaScript. */
export const textSizeForm = defineForm(z.object({ size: z.enum(TEXT_SIZES, { error: "Please choose a text size." }) }));
