import type { IconName } from "~/content/types";

/** Simple line icons (24x24, stroke). Decorative: the text beside them carries the meaning. */
const PATHS: Record<IconName, string> = {
  shield: "M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6l-7-3Z",
  lock: "M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z",
  alert: "M12 3 2 20h20L12 3Zm0 6v5m0 3v.5",
  phone: "M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2Z",
  message: "M4 5h16v11H8l-4 4V5Z",
  users: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-4-5.7",
  bank: "M3 10h18L12 4 3 10Zm2 0v8m4-8v8m6-8v8m4-8v8M3 20h18",
  sparkles: "M12 3v4m0 10v4M3 12h4m10 0h4M6 6l2.5 2.5m7 7L18 18M18 6l-2.5 2.5m-7 7L6 18",
  mail: "M3 6h18v12H3zM3 6l9 7 9-7",
  heart: "M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10Z",
  chart: "M4 20V10m6 10V4m6 16v-7m4 7H2",
  computer: "M4 5h16v10H4zM8 19h8m-4-4v4",
  id: "M3 6h18v12H3zM7 10h4M7 14h6m4-4h1",
  "heart-pulse": "M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10ZM7 12h3l1-2 2 4 1-2h3",
  gift: "M4 10h16v10H4zM3 7h18v3H3zm9 0v13M12 7S10 3 8 4s0 3 4 3Zm0 0s2-4 4-3 0 3-4 3Z",
  home: "M3 11 12 4l9 7M5 10v10h14V10",
  book: "M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2V5Zm0 16h16",
  check: "m5 12 5 5 9-10",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-14v5l3 3",
};

export function Icon({ name, className = "h-8 w-8" }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
