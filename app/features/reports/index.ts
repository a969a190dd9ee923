// The feature's face: what routes and other features may use.
export { REPORT_WORDS } from "./words/report";
