/**
 * Calendar days of a company's time zone as instants: a list filtered 'from 1 May to 31 May' in
 * Dubai means from 1 May 00:00 Dubai time up to (not including) 1 June 00:00 Dubai time, so the
 * filter compares a timestamp column with two instants and its index serves it.
 */

const DAY_MS = 86_400_000;

/** The zone's offset from UTC at `at`, in milliseconds (Dubai: +4 h); 0 for an unknown zone. */
function offsetAt(at: number, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(at);
  } catch {
    // A zone the runtime does not know: the UTC day rather than no day.
    return 0;
  }
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return local - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a day (YYYY-MM-DD) starts in `timeZone` (UTC when null). Across a daylight-saving
 * change the offset of the day's start is taken, checked once more where the first guess falls on
 * the other side of the change.
 */
export function dayStartIn(day: string, timeZone: string | null): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  if (!timeZone) return new Date(midnightUtc);
  const first = midnightUtc - offsetAt(midnightUtc, timeZone);
  const second = midnightUtc - offsetAt(first, timeZone);
  return new Date(second);
}

/** The instant the day after `day` starts in `timeZone`: the (exclusive) end of an inclusive day. */
export function dayEndIn(day: string, timeZone: string | null): Date {
  return dayStartIn(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10), timeZone);
}

/** The instants a range of days covers: from the first day's start to the start of the day after the last. */
export function dayRangeIn(
  from: string | undefined,
  to: string | undefined,
  timeZone: string | null,
): { start: Date | null; end: Date | null } {
  return {
    start: from ? dayStartIn(from, timeZone) : null,
    end: to ? dayEndIn(to, timeZone) : null,
  };
}

/** `at` as 'YYYY-MM-DD HH:mm' in `timeZone` (UTC when null or unknown): how an export shows a time. */
export function localDateTimeIn(at: Date, timeZone: string | null): string {
  const shifted = new Date(at.getTime() + (timeZone ? offsetAt(at.getTime(), timeZone) : 0));
  return shifted.toISOString().slice(0, 16).replace('T', ' ');
}
