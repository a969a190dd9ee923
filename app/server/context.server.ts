import { createContext, type RouterContextProvider } from "react-router";
import { readSecrets, type Secrets } from "./secrets.server";

export interface WorkerContext {
  env: Env;
  ctx: ExecutionContext;
  /** The CSP nonce of this answer: inline scripts the page renders carry it. */
  nonce: string;
}

/** The Worker's bindings, execution context and nonce, set once per request by workers/app.ts. */
export const workerContext = createContext<WorkerContext>();

export function getEnv(context: Readonly<RouterContextProvider>): Env {
  return context.get(workerContext).env;
}

export function getSecrets(context: Readonly<RouterContextProvider>): Secrets {
  return readSecrets(getEnv(context));
}

/** The request's execution context, for work that may finish after the answer (waitUntil). */
export function getCtx(context: Readonly<RouterContextProvider>): ExecutionContext {
  return context.get(workerContext).ctx;
}
