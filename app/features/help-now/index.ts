// The feature's face: what routes and other features may use.
export type { Helpline } from "./data";
export { HelpNowCallout, type HelpNowCalloutWords } from "./ui/help-now-callout";
export { LINK } from "./words/contacts";
export { HELPLINES } from "./words/helplines";
export { HELP_NOW_INTRO } from "./words/questions";
export { SOURCES } from "./words/sources";
export { US_STATES } from "./us-states";
export { HELP_NOW_INTRO as SPANISH_HELP_NOW_INTRO, START as SPANISH_HELP_NOW_START } from "./words/es/questions";
