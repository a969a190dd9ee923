/**
 * Whether a helpline is open at a given moment, worked out in its own time zone (the zone's rules,
 * daylight saving included, come from the runtime's Intl data), so a page rendered on the server is
 * right without JavaScript.
 */
export type OpeningHours =
  | { kind: "always" }
  | {
      kind: "weekly";
      /** Days it opens, 0 = Sunday ... 6 = Saturday, in `timeZone`. */
      days: readonly number[];
      /** Minutes after local midnight: opens at `open`, closes at `close`. */
      open: number;
      close: number;
      timeZone: string;
    };

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The weekday and minutes after midnight of `at` on the wall clock of `timeZone`. */
export function localTime(at: Date, timeZone: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => {
      acc[p.type] = p.value;
      return acc;
    }, {});
  return { day: WEEKDAYS.indexOf(parts.weekday ?? ""), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

export function isOpenAt(hours: OpeningHours, at: Date): boolean {
  if (hours.kind === "always") return true;
  const { day, minutes } = localTime(at, hours.timeZone);
  return hours.days.includes(day) && minutes >= hours.open && minutes < hours.close;
}

/** "10 a.m.", "6 p.m.", "8:30 a.m." */
export function clockLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? "a.m." : "p.m."}`;
}

/**
 * When a closed line opens next, in words ("today at 10 a.m.", "tomorrow at 10 a.m.", "on Monday at
 * 10 a.m."), or null for a line that is open or always open.
 */
export function nextOpening(hours: OpeningHours, at: Date): string | null {
  if (hours.kind === "always" || isOpenAt(hours, at)) return null;
  const { day, minutes } = localTime(at, hours.timeZone);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const d = (day + ahead) % 7;
    if (!hours.days.includes(d) || (ahead === 0 && minutes >= hours.open)) continue;
    const when = ahead === 0 ? "today" : ahead === 1 ? "tomorrow" : `on ${DAY_NAMES[d]}`;
    return `${when} at ${clockLabel(hours.open)}`;
  }
  return null;
}
