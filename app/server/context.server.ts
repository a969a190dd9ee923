import { createContext, type RouterContextProvider } from "react-router";
import type { Services } from "./services.server";

/** The request's services, built once by the Worker (workers/app.ts, `createServices`). */
export const servicesContext = createContext<Services>();

/** The CSP nonce of this answer: inline scripts the page renders carry it. */
export const nonceContext = createContext<string>();

/** What loaders, actions and middleware use: `const { db, clock } = getServices(context)`. */
export function getServices(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}
