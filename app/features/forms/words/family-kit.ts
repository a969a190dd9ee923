/**
 * The family safety kit (/family-kit): things to set up before a scam. The code word advice is the
 * FBI's (public service announcement I-120324-PSA, December 2024; see SOURCES.fbiCodeWord).
 */
import { SOURCES } from "~/features/help-now";
import type { RecoveryGroup } from "~/content/types";
import type { Translation } from "~/lib/i18n";

export const FAMILY_KIT_INTRO = {
  title: "Family safety kit",
  intro:
    "Set these up on a calm day, before a scammer calls. A family code word, a card of people to call before paying anyone, and a short checklist for the bank and credit.",
} as const;

export const CODE_WORD = {
  title: "Your family code word",
  text: "Agree on a secret word with your family. If someone calls in a panic saying they are your grandchild, or a voice sounds just like them, ask for the word. A scammer will not know it. The FBI advises families to do this, because scammers now copy voices with computer tools.",
  tips: [
    "Share the word face to face or on a call you started, never by text or email.",
    "Do not post it anywhere or write it on the wallet card.",
    "If the caller does not know the word, hang up and call your family member on the number you already have.",
    "Change the word if you think someone else has heard it.",
  ],
  note: "This word was made just now for you. We do not store it or keep a record of it. Reload the page for a new one.",
  source: SOURCES.fbiCodeWord,
} as const;

/**
 * Plain, common words that are easy to say, spell and hear on the phone: no homophones, nothing
 * sad or scary. The code word is two of them.
 */
export const CODE_WORDS: readonly string[] = [
  "apple",
  "basket",
  "beach",
  "bicycle",
  "blanket",
  "blueberry",
  "bridge",
  "butter",
  "button",
  "cabin",
  "candle",
  "canoe",
  "carrot",
  "castle",
  "cherry",
  "chimney",
  "cinnamon",
  "clover",
  "coconut",
  "compass",
  "cookie",
  "cotton",
  "cricket",
  "daisy",
  "dolphin",
  "dragonfly",
  "eagle",
  "feather",
  "fiddle",
  "garden",
  "giraffe",
  "ginger",
  "harbor",
  "harvest",
  "honey",
  "island",
  "jacket",
  "jelly",
  "kettle",
  "kitten",
  "ladder",
  "lantern",
  "lemon",
  "lighthouse",
  "lizard",
  "mango",
  "maple",
  "meadow",
  "mitten",
  "muffin",
  "napkin",
  "orange",
  "orchard",
  "otter",
  "paddle",
  "pancake",
  "panda",
  "parrot",
  "peanut",
  "pebble",
  "pelican",
  "pepper",
  "piano",
  "pickle",
  "pillow",
  "pinecone",
  "pretzel",
  "pumpkin",
  "puppy",
  "quilt",
  "rabbit",
  "rainbow",
  "river",
  "robin",
  "rocket",
  "saddle",
  "sailboat",
  "sandal",
  "squirrel",
  "sunflower",
  "teapot",
  "thimble",
  "tiger",
  "tomato",
  "trumpet",
  "tulip",
  "turtle",
  "umbrella",
  "velvet",
  "violin",
  "waffle",
  "walnut",
  "wagon",
  "willow",
  "window",
  "zebra",
];

/** The three rules on the wallet card and the fridge sheet. */
export const THREE_RULES = [
  "Hang up, then call back on a number you already know.",
  "Never pay with gift cards, wire transfers, crypto or cash sent by mail or courier.",
  "Never keep it secret. Call someone on this card before you pay.",
] as const;

export const CALL_BEFORE_YOU_PAY = {
  title: "Call before you pay",
  text: "Type the names and numbers of people you trust, and your bank's number from the back of your card. We make a large-print wallet card or fridge sheet from them. Leave any line empty to fill it in by hand. What you type is used only to make the file; it is not stored.",
  bankLabel: "Your bank's number (from the back of your card)",
  /** Under each number field: the form takes an extension too (app/features/forms/contact.ts). */
  phoneHint: "For example 202-555-0123, or with an extension: 202-555-0123 ext 4",
} as const;

/** The bank and credit-freeze checklist. */
export const KIT_CHECKLIST: readonly RecoveryGroup[] = [
  {
    title: "With your bank",
    actions: [
      "Ask your bank to send you a text or email alert for every payment over an amount you choose.",
      "Ask if your bank lets you name a trusted contact it can call if it sees something strange.",
      "Save the number on the back of your card in your phone as “My bank”.",
      "Ask about a daily limit on transfers and cash withdrawals.",
    ],
  },
  {
    title: "With your credit",
    actions: [
      "Freeze your credit at Equifax, Experian and TransUnion. It is free and stops new loans in your name.",
      "Write down where you keep the PIN or login for each freeze, so you can lift it when you need to.",
      "Get your free credit reports at {{fact:annualCreditReportSite}} and look for accounts you did not open.",
    ],
  },
  {
    title: "At home",
    actions: [
      "Agree on a family code word (above).",
      "Put the fridge sheet where you take phone calls.",
      "Turn on call blocking or silence unknown callers on your phone.",
      "Tell your family: “I will always call you before I pay anyone in a hurry.”",
    ],
  },
];

/**
 * The words around the kit's content, its form and its PDFs, in one language. The kit page takes them
 * (and the code words) as loader data in its own language; the PDFs take either language, or both.
 */
export const KIT_PAGE = {
  lang: "en",
  /** Where the form posts: this page. */
  action: "/family-kit",
  print: "Print this page",
  source: "Source:",
  sourceName: "FBI public service announcement, December 2024",
  rulesHeading: "The three rules on the card",
  checklistHeading: "Bank and credit-freeze checklist",
  codeWord: { could: "Your new code word could be:", another: "Make another word" },
  form: {
    person: "Trusted person {n}",
    name: "Name",
    phone: "Phone number",
    card: "Make the wallet card (PDF)",
    sheet: "Make the fridge sheet (PDF)",
    languageLegend: "Language of the card or sheet",
    languages: { en: "English", es: "Spanish (Español)", both: "English and Spanish, side by side" },
    tryAgain: "Please try again.",
    problems: {
      one: "Please fix the 1 problem below. Nothing you typed was lost.",
      many: "Please fix the {n} problems below. Nothing you typed was lost.",
    },
  },
  /** Each field's problem, for a page whose language is not the schema's (the schema's own words are English). */
  errors: {
    name: "Please keep the name under {max} characters.",
    phone: "Please enter the number like 202-555-0123, or with an extension like 202-555-0123 ext 4.",
    format: "Please choose the wallet card or the fridge sheet.",
  },
  pdf: {
    cardTitle: "Call before you pay: wallet card",
    sheetTitle: "Call before you pay: fridge sheet",
    heading: "CALL BEFORE YOU PAY",
    before: "Before you pay anyone in a hurry, call one of these numbers:",
    rules: "Three rules",
    madeAt: "Made at Scam Shield for Seniors. Hotline hours: {{fact:elderFraudHotlineHours}}.",
    myBank: "My bank",
    hotline: "National Elder Fraud Hotline",
    cut: "Cut along the dashed line. Fold in the middle, so the rules are on the back.",
    cardFile: "call_before_you_pay_wallet_card.pdf",
    sheetFile: "call_before_you_pay_fridge_sheet.pdf",
  },
} as const;

export type KitPageWords = Translation<typeof KIT_PAGE>;

/** Everything the kit page shows, in one language, as the loader hands it over. */
export interface KitWords {
  FAMILY_KIT_INTRO: Translation<typeof FAMILY_KIT_INTRO>;
  CODE_WORD: Translation<typeof CODE_WORD>;
  CODE_WORDS: readonly string[];
  THREE_RULES: readonly string[];
  CALL_BEFORE_YOU_PAY: Translation<typeof CALL_BEFORE_YOU_PAY>;
  KIT_CHECKLIST: readonly RecoveryGroup[];
  KIT_PAGE: KitPageWords;
}

export const KIT_WORDS: KitWords = { FAMILY_KIT_INTRO, CODE_WORD, CODE_WORDS, THREE_RULES, CALL_BEFORE_YOU_PAY, KIT_CHECKLIST, KIT_PAGE };
