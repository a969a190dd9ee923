import { useEffect } from "react";
import { href, Link, useLocation } from "react-router";
import { EmergencyLink } from "~/components/layout/emergency-link";

/** Not-found screen: 'Page Not Found' with 'Return to Safety'; the missing path is logged. */
export function NotFoundScreen() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <div className="bg-brand-soft">
      <div className="container-page py-16 text-center">
        <p className="text-6xl font-bold text-brand" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-4xl">Page Not Found</h1>
        <p className="mx-auto mt-4 max-w-xl text-xl">
          We could not find the page you were looking for. It may have moved, or the address may have a typing mistake.
        </p>
        <p className="mt-8">
          <Link to={href("/")} className="btn-primary">
            Return to Safety
          </Link>
        </p>
        <p className="mt-8">
          Worried about a scam right now? Call <EmergencyLink className="font-bold" />.
        </p>
      </div>
    </div>
  );
}
