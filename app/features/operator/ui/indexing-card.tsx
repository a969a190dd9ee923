import { useEffect } from "react";
import { href, useFetcher } from "react-router";
import { useToast } from "~/components/ui/toast";
import { indexNowMessage, type IndexNowResult } from "~/lib/indexnow";

function SubmitButton({ intent, path, label, busyLabel }: { intent: "page" | "all"; path: string; label: string; busyLabel: string }) {
  const fetcher = useFetcher<IndexNowResult>();
  const toast = useToast();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) {
      const m = indexNowMessage(fetcher.data);
      if (intent === "all" && fetcher.data.outcome === "partial") console.warn("IndexNow: some batches failed on every endpoint");
      toast({ title: m.title, description: m.description, variant: "variant" in m ? m.variant : "success" });
    }
  }, [fetcher.state, fetcher.data, intent, toast]);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={href("/admin/indexnow")}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="path" value={path} />
      <button type="submit" className={intent === "all" ? "btn-primary" : "btn-secondary"} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </fetcher.Form>
  );
}

/**
 * Indexing submission: tell search engines about a page or the whole site. Operators only:
 * a visitor who presses a button is asked to sign in first.
 */
export function IndexingCard({ path }: { path: string }) {
  return (
    <section aria-labelledby="indexing-title" className="card">
      <h2 id="indexing-title" className="text-2xl">
        Search engine submission
      </h2>
      <p className="mt-2">
        Tell search engines (through IndexNow: Bing, Yandex and others) about new and changed pages, so people searching for help find the
        newest guides quickly. For site operators: you will be asked to sign in.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <SubmitButton intent="page" path={path} label="Submit Current Page" busyLabel="Submitting page..." />
        <SubmitButton intent="all" path={path} label="Submit All Pages" busyLabel="Submitting all pages..." />
      </div>
    </section>
  );
}
