import type { ChromeWords } from "~/content/chrome";
import { EmergencyLink } from "./emergency-link";
import { TextSizeControl } from "./text-size-control";

/**
 * The strip at the very top of every page: the emergency line, and on a wide screen the text-size
 * control. On a phone it is one short line, "Scam happening? Call" and the number (the link's name
 * says whose line it is); the line's name and hours show from the sm width, and in the footer. The header
 * below holds the one "Get Help" button; the text size is in the phone menu and the footer.
 */
export function EmergencyBar({ words, textSize }: { words: ChromeWords["emergency"]; textSize: ChromeWords["textSize"] }) {
  const w = words;
  return (
    <section aria-label={w.region} className="emergency-bar bg-brand-dark text-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 py-1 lg:py-2">
        <p className="m-0" data-testid="emergency-line">
          <span className="font-bold">
            <span className="sm:hidden">{w.ask}</span>
            <span className="hidden sm:inline">{w.askLong}</span>
          </span>{" "}
          <span className="sm:hidden">{w.call}</span>
          <span className="hidden sm:inline">{w.callThe}</span>{" "}
          <EmergencyLink className="font-bold text-white underline hover:text-white" name={w.linkName} />
          <span className="hidden whitespace-nowrap sm:inline"> ({w.shortHours})</span>
        </p>
        <div className="no-print hidden lg:block">
          <TextSizeControl words={textSize} />
        </div>
      </div>
    </section>
  );
}
