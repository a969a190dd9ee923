const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "2025-08-20" -> "August 20, 2025", the same on server and browser. Written out rather than with
 * toLocaleDateString: that builds an Intl formatter per call, which cost about 30 ms of a blog
 * post's hydration on a phone (total blocking time).
 */
export function formatDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The day of an ISO date or date-time, "2026-11-22T08:00:00Z" -> "2026-11-22", for a <time datetime>. */
export function isoDay(iso: string): string {
  return iso.slice(0, 10);
}

/**
 * A page address as the page registry writes it: no query, no hash, no trailing slash (but "/"
 * stays "/"). A loader answering a navigation in the browser sees the data address ("/about.data",
 * "/_root.data" for the home page), so that suffix goes too.
 */
export function registryPath(pathname: string): string {
  const path = (pathname.split(/[?#]/)[0] ?? "/").replace(/\.data$/, "").replace(/^\/_root$/, "/");
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : "/";
}
