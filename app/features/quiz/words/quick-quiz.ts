import type { QuizQuestion } from "../quiz";

/** The home page's three-question quiz. */
export const QUICK_QUIZ: readonly QuizQuestion[] = [
  {
    question:
      "The phone rings. A young man sobs: \"Grandma, it's me. I've been in a car accident and I'm in jail. Please don't tell Mom. Can you send bail money with gift cards?\" What should you do?",
    options: [
      "Buy the gift cards quickly so he gets out tonight",
      "Hang up and call your grandchild, or another family member, on a number you already have",
      "Ask him to prove it by telling you his middle name",
      "Send a smaller amount first to test if it is real",
    ],
    correctIndex: 1,
    explanation:
      'This is the "grandparent scam". Scammers can find names online and may even copy a voice with AI. Real courts and lawyers never take gift cards. Hang up and call your grandchild or their parents directly. Agree on a family code word ahead of time.',
  },
  {
    question:
      'A text says: "Your bank account is suspended. Verify your identity now: bit.ly/acct-restore". What is the safest thing to do?',
    options: [
      "Tap the link and log in to check",
      "Reply STOP to the text",
      "Do not tap the link. Call the number on the back of your bank card",
      "Forward it to friends to warn them",
    ],
    correctIndex: 2,
    explanation:
      "Banks do not send short links asking you to log in. Tapping can lead to a fake login page. Call your bank on the number printed on your card. You can forward scam texts to 7726 (SPAM) to report them to your mobile carrier.",
  },
  {
    question:
      'A pop-up on your computer flashes red: "VIRUS DETECTED! Call Microsoft Support now at 1-8XX..." and the computer beeps. What should you do?',
    options: [
      "Call the number on the screen",
      'Let the "technician" connect to your computer to fix it',
      "Close the browser, or restart the computer, and do not call the number",
      "Pay for the security software the pop-up offers",
    ],
    correctIndex: 2,
    explanation:
      "Microsoft and Apple never put phone numbers in pop-up warnings. The pop-up is an advert made to scare you. Close the browser (or hold the power button to restart). If you already let someone connect, turn the computer off and have a trusted local shop check it.",
  },
];
