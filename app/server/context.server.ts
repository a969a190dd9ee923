import { createContext, type RouterContextProvider } from "react-router";

export interface WorkerContext {
  env: Env;
  ctx: ExecutionContext;
}

/** The Worker's bindings and execution context, set once per request by workers/app.ts. */
export const workerContext = createContext<WorkerContext>();

export function getEnv(context: Readonly<RouterContextProvider>): Env {
  return context.get(workerContext).env;
}
