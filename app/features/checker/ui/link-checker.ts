import type { HomeLinkResult } from "../home-tools";
import type { HomeToolSetup } from "./home-tool";

const LINK_TONE = { warning: "destructive", https: "caution", insecure: "destructive" } as const;

/**
 * The home page's link checker: its words, its rule and what its result shows. A module of its
 * own, so the message analyzer's page does not load it.
 */
export const LINK_CHECKER: HomeToolSetup<HomeLinkResult> = {
  id: "link-checker",
  name: "link",
  label: "Paste the link you want to check",
  hint: 'Press and hold in the message, choose "Copy link", then paste it here.',
  submit: "Check This Link",
  why: "Paste a link in the box first. Then this button checks it.",
  check: async (link) => (await import("../run-check")).checkHomeLink(link),
  show: (result) => ({
    tone: LINK_TONE[result.level],
    title: result.title,
    text: result.message,
    foundLabel: "Found:",
    found: result.matches,
  }),
};
