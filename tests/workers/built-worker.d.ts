// Types for the built Worker (build/server/index.js, made by `npm run build` before the Worker tests).
// vitest.config.ts points the "@built-worker" import at that file; TypeScript reads this instead.
declare const worker: Required<Pick<ExportedHandler<Env>, "fetch" | "scheduled" | "queue">>;
export default worker;
