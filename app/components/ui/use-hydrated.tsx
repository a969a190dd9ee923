import { createContext, startTransition, use, useEffect, useState } from "react";

const Hydrated = createContext(false);

/**
 * Turns every useHydrated() true once the page has hydrated. A transition, so the swap from
 * fallbacks to widgets renders in small slices: the former useSyncExternalStore swapped them in one
 * synchronous render, a long task on a slow phone (total blocking time: docs/decisions/0019-fast-first-paint.md). React state, not
 * a module flag, so a part that hydrates later still sees false while it hydrates, and a component
 * that mounts on a later page sees true at once.
 */
export function HydrationProvider({ children }: { children: React.ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/** False on the server and during hydration, true after: lets a no-JavaScript fallback render first. */
export function useHydrated(): boolean {
  return use(Hydrated);
}
