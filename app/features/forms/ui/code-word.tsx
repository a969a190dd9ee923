import { useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { KitPageWords } from "../words/family-kit";
import { makeCodeWord } from "../code-word";

/**
 * The family code word: the server makes the first one (so it shows without JavaScript); with
 * JavaScript, "Make another" picks a new one in the browser, from the page's own list (loader
 * data, in the page's language). None is ever sent or stored.
 */
export function CodeWord({ initial, list, words }: { initial: string; list: readonly string[]; words: KitPageWords }) {
  const hydrated = useHydrated();
  const [word, setWord] = useState(initial);
  return (
    <div className="rounded-xl border-4 border-brand bg-white p-6 text-center">
      <p className="text-lg">{words.codeWord.could}</p>
      <p className="mt-2 text-4xl font-bold text-brand-dark" data-testid="code-word" aria-live="polite">
        {word}
      </p>
      <p className="no-print mt-4">
        {hydrated ? (
          <button type="button" className="btn-secondary" onClick={() => setWord(makeCodeWord(list))}>
            {words.codeWord.another}
          </button>
        ) : (
          <a href={`${words.action}#code-word`} className="btn-secondary">
            {words.codeWord.another}
          </a>
        )}
      </p>
    </div>
  );
}
