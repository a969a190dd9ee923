import { href } from "react-router";
import { useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { CODE_WORDS } from "../words/family-kit";
import { makeCodeWord } from "../code-word";

/**
 * The family code word: the server makes the first one (so it shows without JavaScript); with
 * JavaScript, "Make another" picks a new one in the browser. None is ever sent or stored.
 */
export function CodeWord({ initial }: { initial: string }) {
  const hydrated = useHydrated();
  const [word, setWord] = useState(initial);
  return (
    <div className="rounded-xl border-4 border-brand bg-white p-6 text-center">
      <p className="text-lg">Your new code word could be:</p>
      <p className="mt-2 text-4xl font-bold text-brand-dark" data-testid="code-word" aria-live="polite">
        {word}
      </p>
      <p className="no-print mt-4">
        {hydrated ? (
          <button type="button" className="btn-secondary" onClick={() => setWord(makeCodeWord(CODE_WORDS))}>
            Make another word
          </button>
        ) : (
          <a href={`${href("/family-kit")}#code-word`} className="btn-secondary">
            Make another word
          </a>
        )}
      </p>
    </div>
  );
}
