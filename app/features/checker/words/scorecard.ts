/** The words of "How well our checker works" (/check/how-well-it-works). The figures come from the build (scorecard.server.ts). */
export const SCORECARD_WORDS = {
  title: "How well our checker works",
  intro:
    "We test our checker on real messages, links and phone numbers. Each one was copied from a public warning about a scam, or from a real company's or agency's own page. This page shows how the checker did on them.",
  measured: (date: string, items: number) => `Measured on ${date}, when this version of the site was built, on ${items} real examples.`,
  tableCaption: "Results on our test set",
  columns: { kind: "What was checked", caught: "Scams it warned about", falseAlarms: "Real ones it wrongly warned about" },
  kinds: { link: "Links", message: "Messages", phone: "Phone numbers", all: "All" },
  of: (part: number, whole: number) => `${part} of ${whole} (${whole === 0 ? 0 : Math.round((100 * part) / whole)}%)`,
  spoofed: (advised: number, total: number) =>
    `Real numbers that scammers faked on caller ID: ${advised} of ${total} got the warning that caller ID can be faked.`,
  meaningHeading: "What the figures mean",
  meaning: [
    'A scam counts as caught only when the checker says "Warning" and names a right reason, such as a request for gift cards.',
    'A false alarm is a real message, link or number that got "Warning". Real banks and agencies sometimes write like scammers, so this can happen.',
    "These are the examples we built the checker with. On scams it has never seen, it will catch fewer.",
  ],
  limitsHeading: "What no checker can do",
  limits: [
    "It cannot tell who is really calling. Caller ID can be faked, so a scam call can show a real bank's number.",
    "It cannot know a brand-new trick. Scammers change their words all the time.",
    "It cannot tell if a friend's account was taken over. A message from someone you know can still be a scam.",
    "It cannot see what a website does after you open it.",
    "A message with no signs can still be a scam.",
  ],
  nextHeading: "If you are not sure",
  next: "Do not click, call back or pay. Call the company or agency yourself, using a number from your card, a statement or its own website. Or talk it over with someone you trust.",
  checkLink: "Check a link, a message or a number",
} as const;
