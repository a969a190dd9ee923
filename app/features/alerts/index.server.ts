// The feature's server face: what routes and other features may call on the server.
export type { AlertJob } from "./queue.server";
export { askEarlierSubscribers, requestSignup } from "./subscribers.server";
