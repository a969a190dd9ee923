import type { CheckKind, Outcome } from "./types";

/** What to check or do next, by what was pasted and the outcome. */
export const NEXT_CHECKS: Readonly<Record<CheckKind, Record<Outcome, readonly string[]>>> = {
  link: {
    warning: [
      "Do not click the link, and do not enter anything on the page if you already opened it.",
      "If you typed a password or card number there, change the password and call your bank using the number on your card.",
    ],
    careful: [
      "Look at the name just before the first single slash: that is who runs the site. Is it spelled exactly right?",
      "Did you expect this link? If it came in a message you did not expect, do not click it.",
      "The safest way is always to type the company's address yourself, or use its app.",
    ],
    official: ["But a message can still fake it: the link you see can lead somewhere else. Type the address yourself instead of clicking."],
  },
  message: {
    warning: [
      "Do not answer, click links, or call numbers in it. Delete it, or keep it to report it.",
      "If it claims to be a company or agency, contact them yourself, using a number from your card, a statement or their own website.",
    ],
    careful: [
      "Did you expect this message? Does it ask you to click, call, pay or share anything?",
      "Check it with the company or person yourself, using a number or address you already have.",
      "Scammers change their words all the time, so a message with no signs can still be a scam.",
    ],
    official: [],
  },
  phone: {
    warning: ["Do not call back. Block the number.", "Caller ID can be faked, so a number on your screen proves nothing."],
    careful: [
      "Caller ID can be faked: a call can show any number, even a real bank's or agency's.",
      "We cannot tell who owns a number. Look it up on the company's own website or your statement before you call.",
      "If someone calls you, hang up and call back on a number you found yourself.",
    ],
    official: [
      "But caller ID can be faked: scammers make their calls show real numbers like this one. Hang up and call the number yourself.",
    ],
  },
};
