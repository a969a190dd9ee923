// The feature's face: what routes and other features may use.
export { parseNumberedSteps } from "./guides";
export { indexedPages } from "./manifest";
