import { createContext, useContext } from "react";

/** The CSP nonce of the answer being rendered on the server; empty in the browser, which needs none. */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
