/** The words the plan builder writes in English (data.ts, PlanLanguage). */
import type { PlanLanguage } from "../data";
import { OPENING_WORDS_EN } from "../opening-hours";

const list = (items: readonly string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

export const PLAN_LANGUAGE: PlanLanguage = {
  // Singular "they" takes the same verbs as "you".
  pronouns: { me: { you: "you", your: "your" }, helper: { you: "they", your: "their" } },
  yourState: "{your} state",
  and: "and",
  when: { now: "Now", today: "Today", "this week": "This week" },
  verdict: {
    sure: "This is a scam.",
    signs: "This has the signs of a scam.",
    noBlame: { me: "Scammers are professionals. This is not your fault.", helper: "Scammers are professionals. This is not their fault." },
  },
  summary: ({ helper, how, story, paid, shared }) => {
    const they = helper ? "They" : "I";
    return [
      `On [date] at about [time], ${helper ? "the person I help, [name], age [age]," : "I"} was contacted ${how ?? "[by phone, text, email or online]"} by someone who said ${story}.`,
      "The person gave the name [name they used] and used [phone number, email address, website or profile].",
      paid.length
        ? `${they} paid $[amount] ${list(paid)} on [date]. [Receipt, card or transaction numbers.]`
        : `${they} did not pay anything.`,
      shared === null
        ? "[Personal details they got, if any.]"
        : shared.length
          ? `${they} shared ${list(shared)}.`
          : `${they} did not share any personal information.`,
      `${they} reported it to [bank or company] on [date].`,
    ].join(" ");
  },
  hours: {
    open: "Open now",
    closed: "Closed now",
    closedToday: "Closed today",
    mayBeClosedToday: "May be closed today",
    holiday: (name) => ` (holiday: ${name})`,
    opens: (when) => `. Opens ${when} Eastern Time`,
  },
  opening: OPENING_WORDS_EN,
};
