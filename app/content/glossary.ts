import type { GlossaryTerm } from "~/lib/glossary";

/**
 * Words an older reader may not know, each with a short plain definition that the site shows beside
 * the word the first time it appears on a page (components/ui/glossed.tsx), unless the text already
 * explains it. To explain a new word, add it here: every page picks it up.
 */
export const GLOSSARY: readonly GlossaryTerm[] = [
  { id: "smishing", pattern: "smishing", definition: "scam text messages" },
  {
    id: "deepfake",
    pattern: "(?:AI )?deepfakes?(?: video calls?| videos?)?",
    definition: "fake videos or voices of real people, made by a computer",
  },
  { id: "profile-cloning", pattern: "profile cloning", definition: "a scammer copies a real person's profile to fool their friends" },
  { id: "sms-challenge", pattern: "SMS Challenge", definition: "a quiz on scam text messages" },
  // The quiz's own name, so its heading reads "Email Phishing Test (a quiz on scam emails)".
  { id: "phishing", pattern: "Email Phishing Test", definition: "a quiz on scam emails" },
  {
    id: "phishing",
    pattern: "phishing(?: emails?| messages?)?",
    definition: "scam messages that pretend to come from someone you trust",
  },
  { id: "vishing", pattern: "vishing(?: calls?)?", definition: "scam phone calls" },
  {
    id: "spoofing",
    pattern: "(?:caller ID )?spoof(?:ing|ed)(?: caller ID| calls?| names?| numbers?)?",
    definition: "a faked name or number on your phone's screen",
  },
];
