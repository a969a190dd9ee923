// The feature's face: what routes and other features may use.
export { HomeTool } from "./ui/home-tool";
export { LINK_CHECKER } from "./ui/link-checker";
export { MESSAGE_ANALYZER } from "./ui/message-analyzer";
export { SCORECARD_WORDS } from "./words/scorecard";
