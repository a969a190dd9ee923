const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "2025-08-20" -> "August 20, 2025", the same on server and browser. Written out rather than with
 * toLocaleDateString: that builds an Intl formatter per call, which cost about 30 ms of a blog
 * post's hydration on a phone (issue 13's TBT).
 */
export function formatDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
