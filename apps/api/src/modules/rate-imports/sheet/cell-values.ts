import { RATE_AMOUNT_MAX, RATE_DAYS_MAX, RATE_DECIMALS } from '@fastforward/domain/rates/codes';
import type { SheetCell } from './sheet-rows';

/** A cell read as a field's value, or why it cannot be. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (reason: string): Parsed<never> => ({ ok: false, reason });

/** Why a cell holds no usable value at all (a formula without a saved result, an error), or null. */
export function unusableCell(cell: SheetCell): string | null {
  if (cell.kind === 'formula') {
    return `the formula =${cell.formula} has no saved result: open the file in Excel, save it and upload it again`;
  }
  if (cell.kind === 'error') return `the cell holds the error ${cell.code}`;
  return null;
}

/** A cell's text, trimmed, with a number written as Excel shows it in General format. */
export function textValue(cell: SheetCell): string {
  switch (cell.kind) {
    case 'text':
      return cell.text.replaceAll('\u0000', '').trim();
    case 'number':
      return String(cell.value);
    case 'boolean':
      return cell.value ? 'TRUE' : 'FALSE';
    default:
      return '';
  }
}

const CURRENCY_AROUND = /^(?:[A-Z]{3}|[$€£¥₹])\s*|\s*(?:[A-Z]{3}|[$€£¥₹])$/gi;

/**
 * A money amount: a number cell, or text like "1250", "1,250.00", "USD 1,250.00", "$1250".
 * At most two decimals, 0 or more, at most RATE_AMOUNT_MAX; returned as a decimal string.
 */
export function parseAmount(cell: SheetCell, label: string): Parsed<string> {
  let value: number;
  if (cell.kind === 'number') {
    value = cell.value;
    if (value < 0) return bad(`${label} must be 0 or more`);
    if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6 * Math.max(1, value)) {
      return bad(`${label} must have at most ${RATE_DECIMALS} decimals`);
    }
  } else {
    const text = textValue(cell)
      .replace(/[\s\u00a0]+/g, ' ')
      .replace(CURRENCY_AROUND, '')
      .replace(/\s/g, '');
    const plain = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) ? text.replace(/,/g, '') : text;
    if (!/^-?\d+(\.\d+)?$/.test(plain)) return bad(`${label} must be a number, e.g. 1250.00`);
    if (plain.startsWith('-') && Number(plain) !== 0) return bad(`${label} must be 0 or more`);
    if (!new RegExp(`^-?\\d+(\\.\\d{1,${RATE_DECIMALS}})?$`).test(plain)) {
      return bad(`${label} must have at most ${RATE_DECIMALS} decimals`);
    }
    value = Math.abs(Number(plain));
  }
  if (value > RATE_AMOUNT_MAX) return bad(`${label} must not exceed ${RATE_AMOUNT_MAX}`);
  return ok((Math.round(value * 100) / 100).toFixed(RATE_DECIMALS));
}

/** Transit or free days: a whole number 0–365, "25" or "25 days". */
export function parseDays(cell: SheetCell, label: string): Parsed<number> {
  const message = `${label} must be a whole number from 0 to ${RATE_DAYS_MAX}`;
  let value: number;
  if (cell.kind === 'number') value = cell.value;
  else {
    const match = textValue(cell).match(/^(\d+)\s*(?:days?|d)?$/i);
    if (!match) return bad(message);
    value = Number(match[1]);
  }
  return Number.isInteger(value) && value >= 0 && value <= RATE_DAYS_MAX ? ok(value) : bad(message);
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const DAY_MS = 86_400_000;
/** Excel's day 0 (its 1900 system counts 1900 as a leap year, so day 60 is a day that never was). */
const EXCEL_EPOCH_1900 = Date.UTC(1899, 11, 30);
const EXCEL_EPOCH_1904 = Date.UTC(1904, 0, 1);

const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

function calendarDate(year: number, month: number, day: number): string | null {
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? isoOf(time)
    : null;
}

/** Dates a rate can plausibly carry: a serial or a year outside is a typing slip. */
const isPlausible = (iso: string) => iso >= '1990-01-01' && iso <= '2199-12-31';

const ISO_DAY = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ][\d:.]+Z?)?$/;
const DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const DAY_MONTH_NAME = /^(\d{1,2})[-\s/.]+([a-z]{3,9})\.?[-\s/.,]+(\d{4}|\d{2})$/i;

function parseDateText(text: string): string | null {
  const iso = text.match(ISO_DAY);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = text.match(DAY_FIRST);
  if (dayFirst) return calendarDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  const named = text.match(DAY_MONTH_NAME);
  if (!named) return null;
  const name = (named[2] ?? '').toLowerCase();
  const month =
    MONTHS.findIndex((full) => full.startsWith(name) || (name === 'sept' && full === 'september')) + 1;
  const year = Number(named[3]);
  return month > 0 ? calendarDate(year < 100 ? 2000 + year : year, month, Number(named[1])) : null;
}

/**
 * A day, as a date cell, an Excel serial number, or text: 2025-01-31, 31-01-2025, 31/01/2025,
 * 31.01.2025 (day first, as forwarders outside the US write it), 31-Jan-2025, 31 Jan 25.
 */
export function parseDate(cell: SheetCell, label: string, date1904: boolean): Parsed<string> {
  const message = `${label} must be a date, e.g. 2025-01-31, 31/01/2025 or 31-Jan-2025`;
  let iso: string | null = null;
  if (cell.kind === 'number') {
    const epoch = date1904 ? EXCEL_EPOCH_1904 : EXCEL_EPOCH_1900;
    iso = Number.isFinite(cell.value) ? isoOf(epoch + Math.floor(cell.value) * DAY_MS) : null;
  } else {
    iso = parseDateText(textValue(cell));
  }
  return iso && isPlausible(iso) ? ok(iso) : bad(message);
}
