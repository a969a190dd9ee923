/**
 * Whether a helpline is open at a given moment, worked out in its own time zone (the zone's rules,
 * daylight saving included, come from the runtime's Intl data), so a page rendered on the server is
 * right without JavaScript. Days a line closes (holidays) are passed in as a rule on local dates,
 * so this file stays free of any calendar library.
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
      /**
       * On US federal holidays: "closed" when the line's own page says so, "may close" when no page
       * says either way (never shown as open, in words that say it may be closed).
       */
      onHolidays?: "closed" | "may close";
    };

/** The name of the holiday on a local date ("2026-11-26"), or null on an ordinary day. */
export type HolidayRule = (isoDate: string) => string | null;

const NO_HOLIDAYS: HolidayRule = () => null;

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** One formatter per time zone: making one is far slower than using it (a plan asks several times). */
const CLOCKS = new Map<string, Intl.DateTimeFormat>();
function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = CLOCKS.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    CLOCKS.set(timeZone, clock);
  }
  return clock;
}

/** The date, weekday and minutes after midnight of `at` on the wall clock of `timeZone`. */
export function localTime(at: Date, timeZone: string): { date: string; day: number; minutes: number } {
  const parts = clockIn(timeZone)
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => {
      acc[p.type] = p.value;
      return acc;
    }, {});
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    day: WEEKDAYS.indexOf(parts.weekday ?? ""),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The local date `days` after `isoDate`, by the calendar (no clock, so daylight saving cannot shift it). */
function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** The holiday that closes the line on `at`'s local date, if any. */
export function holidayAt(hours: OpeningHours, at: Date, holidays: HolidayRule = NO_HOLIDAYS): string | null {
  if (hours.kind === "always" || !hours.onHolidays) return null;
  return holidays(localTime(at, hours.timeZone).date);
}

export function isOpenAt(hours: OpeningHours, at: Date, holidays: HolidayRule = NO_HOLIDAYS): boolean {
  if (hours.kind === "always") return true;
  const { date, day, minutes } = localTime(at, hours.timeZone);
  if (hours.onHolidays && holidays(date)) return false;
  return hours.days.includes(day) && minutes >= hours.open && minutes < hours.close;
}

/** "10 a.m.", "6 p.m.", "8:30 a.m." */
export function clockLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? "a.m." : "p.m."}`;
}

/** The words of "when it opens next", in one language. */
export interface OpeningWords {
  today: string;
  tomorrow: string;
  /** A day this week ("on Monday"), or further off with its date. */
  on: (day: number, isoDate?: string) => string;
  at: (when: string, clock: string) => string;
  clock: (minutes: number) => string;
}

export const OPENING_WORDS_EN: OpeningWords = {
  today: "today",
  tomorrow: "tomorrow",
  on: (day, isoDate) => `on ${DAY_NAMES[day]}${isoDate ? `, ${isoDate}` : ""}`,
  at: (when, clock) => `${when} at ${clock}`,
  clock: clockLabel,
};

/**
 * When a closed line opens next, in words ("today at 10 a.m.", "tomorrow at 10 a.m.", "on Monday at
 * 10 a.m."), skipping the holidays it closes on, or null for a line that is open or always open.
 */
export function nextOpening(
  hours: OpeningHours,
  at: Date,
  holidays: HolidayRule = NO_HOLIDAYS,
  words: OpeningWords = OPENING_WORDS_EN,
): string | null {
  if (hours.kind === "always" || isOpenAt(hours, at, holidays)) return null;
  const { date, day, minutes } = localTime(at, hours.timeZone);
  for (let ahead = 0; ahead <= 14; ahead++) {
    const d = (day + ahead) % 7;
    if (!hours.days.includes(d) || (ahead === 0 && minutes >= hours.open)) continue;
    if (hours.onHolidays && holidays(addDays(date, ahead))) continue;
    const when = ahead === 0 ? words.today : ahead === 1 ? words.tomorrow : ahead < 7 ? words.on(d) : words.on(d, addDays(date, ahead));
    return words.at(when, words.clock(hours.open));
  }
  return null;
}
