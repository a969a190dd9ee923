// The feature's face on the server: what other features' server code may use.
export { hashKey } from "./reported";
export { setDayCounts } from "./reported.server";
export { runCheck } from "./run-check";
