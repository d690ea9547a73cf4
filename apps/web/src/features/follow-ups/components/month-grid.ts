/**
 * The days of a month grid, as YYYY-MM-DD strings: whole weeks from the Monday on or before the
 * 1st to the Sunday on or after the last day (five or six weeks, at most 42 days: within the
 * calendar call's limit). Counted on UTC dates, so the browser's zone never shifts a day.
 */

const DAY_MS = 86_400_000;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const isMonth = (value: string | null): value is string => value !== null && MONTH.test(value);

/** The month (YYYY-MM) `delta` months from `month`. */
export function addMonths(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return dayOf(Date.UTC(year, number - 1 + delta, 1)).slice(0, 7);
}

/** The grid's weeks, each seven days, and its first and last day (the calendar call's range). */
export function monthGrid(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const first = Date.UTC(year, number - 1, 1);
  const last = Date.UTC(year, number, 0);
  // getUTCDay: 0 is Sunday; the week starts on Monday.
  const start = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY_MS;
  const end = last + ((7 - new Date(last).getUTCDay()) % 7) * DAY_MS;
  const weeks: string[][] = [];
  for (let at = start; at <= end; at += 7 * DAY_MS) {
    weeks.push(Array.from({ length: 7 }, (_, i) => dayOf(at + i * DAY_MS)));
  }
  return { weeks, from: dayOf(start), to: dayOf(end) };
}

/** Each day from `start` to `end` (inclusive; `end` null: the one day). */
export function daysOf(start: string, end: string | null): string[] {
  const days: string[] = [];
  const last = Date.parse(`${end ?? start}T00:00:00Z`);
  for (let at = Date.parse(`${start}T00:00:00Z`); at <= last; at += DAY_MS) days.push(dayOf(at));
  return days;
}

/** Today in a time zone (the company's), as YYYY-MM-DD. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return dayOf(now.getTime());
  }
}

/** 'March 2026'. */
export const monthTitle = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
