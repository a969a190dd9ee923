import { Link } from "react-router";
import { EMERGENCY_LINE } from "~/content/site";
import { EmergencyLink } from "./emergency-link";
import { TextSizeControl } from "./text-size-control";

/** The strip at the very top of every page: the emergency line and the text-size control. */
export function EmergencyBar() {
  return (
    <section aria-label="Emergency help and text size" className="emergency-bar bg-brand-dark text-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-2">
        <p className="m-0" data-testid="emergency-line">
          <span className="font-bold">Scam happening now?</span> Call the {EMERGENCY_LINE.name}:{" "}
          <EmergencyLink className="font-bold text-white underline hover:text-white" />{" "}
          <span className="whitespace-nowrap">({EMERGENCY_LINE.shortHours})</span>{" "}
          <Link
            to="/help-now"
            className="no-print ml-1 inline-flex min-h-11 items-center font-bold whitespace-nowrap text-white underline hover:text-white"
          >
            Get help now
          </Link>
        </p>
        <div className="no-print">
          <TextSizeControl />
        </div>
      </div>
    </section>
  );
}
