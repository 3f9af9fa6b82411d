/**
 * How the back-office writes money and moments (SPEC.md section 9): rupees grouped the
 * Indian way, dates as day, short month, time and part of day.
 */
import { partOfDay } from './greeting';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' });

/** 1234567.5 → '₹12,34,567.50'; whole amounts without decimals ('₹500'). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

const counts = new Intl.NumberFormat('en-IN');

/** 12345 → '12,345' (a formatter made once: toLocaleString builds one per call). */
export function formatCount(count: number): string {
  return counts.format(count);
}

/** '1 consultant', '12,345 consultants'. */
export function countOf(count: number, one: string, many: string): string {
  return `${counts.format(count)} ${count === 1 ? one : many}`;
}

/**
 * A consultant's earnings are a numeric string that may be missing or not a number ('N/A').
 * Answers the amount, or null for N/A.
 */
export function parseAmount(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/** The number written in `text` from `start` for `length` digits, or NaN at a non-digit. */
function digitsAt(text: string, start: number, length: number): number {
  let number = 0;
  for (let index = start; index < start + length; index += 1) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    number = number * 10 + digit;
  }
  return number;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days from 1970-01-01 to a date of the proleptic Gregorian calendar (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/**
 * Milliseconds since the epoch, or null when the text is missing or not a date. The backend's
 * own form, 'YYYY-MM-DDTHH:mm:ss.sssZ', is read digit by digit with arithmetic only (tables
 * read 50,000 of them to sort; Date.parse takes several times as long); anything else, and
 * any field out of range, goes to Date.parse.
 */
export function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
  if (value.length === 24 && value.charCodeAt(23) === 90 /* Z */ && value.charCodeAt(10) === 84 /* T */ && value[4] === '-' && value[7] === '-' && value[13] === ':' && value[16] === ':' && value[19] === '.') {
    const year = digitsAt(value, 0, 4);
    const month = digitsAt(value, 5, 2);
    const day = digitsAt(value, 8, 2);
    const hour = digitsAt(value, 11, 2);
    const minute = digitsAt(value, 14, 2);
    const second = digitsAt(value, 17, 2);
    const milli = digitsAt(value, 20, 3);
    const monthDays = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
    // NaN (a non-digit) fails every comparison, so it falls through too.
    if (day >= 1 && day <= monthDays && hour <= 23 && minute <= 59 && second <= 59 && milli >= 0) {
      return ((daysFromCivil(year, month, day) * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + milli;
    }
  }
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * The backend's own date form by its shape alone (length and separators): its text orders as
 * the dates do. The digits are not read: at 50,000 rows that is most of the cost, so a value
 * of this exact shape that is not a date (it would show as 'Invalid date') sorts by its text.
 */
function hasBackendIsoShape(value: string): boolean {
  return (
    value.length === 24 &&
    value.charCodeAt(23) === 90 /* Z */ &&
    value.charCodeAt(10) === 84 /* T */ &&
    value.charCodeAt(4) === 45 /* - */ &&
    value.charCodeAt(7) === 45 &&
    value.charCodeAt(13) === 58 /* : */ &&
    value.charCodeAt(16) === 58 &&
    value.charCodeAt(19) === 46 /* . */
  );
}

/**
 * A date's sort key: its ISO text ('2026-10-22T06:05:35.177Z'), which orders as the dates do
 * when compared as text; undefined when it is missing or not a date (sorted last). The
 * backend's own form is used as it is; any other date is rewritten in that form.
 */
export function isoSortKey(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (hasBackendIsoShape(value)) return value;
  const time = timeOf(value);
  return time === null ? undefined : new Date(time).toISOString();
}

const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const clock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true });

export const MISSING_DATE = 'No date';
export const INVALID_DATE = 'Invalid date';

// Each text once: a table row that scrolls back into view, or comes back as a search narrows,
// shows the same dates again. Cleared whole when full, or when the year turns (a date of the
// year just ended then gains its year), which keeps it small and simple.
const dateTimeTexts = new Map<string, string>();
const DATE_TIME_TEXTS_KEPT = 5000;
let textsOfYear = 0;

/**
 * '3 Sept, 7:03 pm, Evening' in the operator's time zone (SPEC.md), with the year when it is
 * not this year's ('17 Sept 2024, 12:03 am, Morning'); words instead of a date that is not one.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return MISSING_DATE;
  const thisYear = new Date().getFullYear();
  if (thisYear !== textsOfYear) {
    dateTimeTexts.clear();
    textsOfYear = thisYear;
  }
  let text = dateTimeTexts.get(value);
  if (text === undefined) {
    const time = timeOf(value);
    if (time === null) return INVALID_DATE;
    const date = new Date(time);
    const day = date.getFullYear() === thisYear ? dayMonth : dayMonthYear;
    text = `${day.format(date)}, ${clock.format(date)}, ${partOfDay(date)}`;
    if (dateTimeTexts.size >= DATE_TIME_TEXTS_KEPT) dateTimeTexts.clear();
    dateTimeTexts.set(value, text);
  }
  return text;
}

const calendarDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const calendarDayYear = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * A calendar day ('2026-06-05', or a moment whose UTC day is meant) → '5 Jun', with the year
 * when it is not this year's ('5 Jun 2025'), as formatDateTime writes it. A day has no time
 * zone, so it is read and written in UTC and never shifts by one. Words instead of a date
 * that is not one. `withYear` always says the year (a message read later, or by the backend).
 */
export function formatDay(value: string | null | undefined, { withYear = false }: { withYear?: boolean } = {}): string {
  if (!value) return MISSING_DATE;
  const time = timeOf(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value);
  if (time === null) return INVALID_DATE;
  const date = new Date(time);
  return (!withYear && date.getUTCFullYear() === new Date().getFullYear() ? calendarDay : calendarDayYear).format(date);
}

/** A wait as people read it: '27 s' within a minute, '4:59' from a minute up. */
export function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
