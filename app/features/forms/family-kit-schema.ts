import { z } from "zod";
import { TYPED_PHONE_PATTERN } from "./contact";
import { defineForm } from "~/lib/forms";
import { KIT_LANGUAGES } from "./kit-languages";

export const KIT_LIMITS = { name: 40, phone: 30 } as const;
export const KIT_FORMATS = ["card", "sheet"] as const;
export type KitFormat = (typeof KIT_FORMATS)[number];
export { KIT_LANGUAGES, type KitLanguage } from "./kit-languages";

const name = (which: string) =>
  z.string().max(KIT_LIMITS.name, `Please keep the ${which} name under ${KIT_LIMITS.name} characters.`).optional();
const phone = (which: string) => {
  const message = `Please enter the ${which} number like 202-555-0123, or with an extension like 202-555-0123 ext 4.`;
  return z.string().max(KIT_LIMITS.phone, message).regex(TYPED_PHONE_PATTERN, message).optional();
};

/**
 * The family kit's "Call before you pay" form: up to three trusted people and the bank's number,
 * all optional (an empty line prints as a blank to fill in by hand). Nothing is stored.
 */
export const familyKitForm = defineForm(
  z.object({
    name1: name("first"),
    phone1: phone("first"),
    name2: name("second"),
    phone2: phone("second"),
    name3: name("third"),
    phone3: phone("third"),
    bank: phone("bank's"),
    format: z.enum(KIT_FORMATS, { error: "Please choose the wallet card or the fridge sheet." }),
    language: z.enum(KIT_LANGUAGES, { error: "Please choose the language of the card or sheet." }).optional(),
  }),
);
