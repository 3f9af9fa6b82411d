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

/**
 * Milliseconds since the epoch, or null when the text is missing or not a date. The backend's
 * own form, 'YYYY-MM-DDTHH:mm:ss.sssZ', is read digit by digit (tables read 50,000 of them
 * to sort, at about twice the speed of Date.parse); anything else goes to Date.parse.
 */
export function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
  if (value.length === 24 && value[4] === '-' && value[7] === '-' && value[10] === 'T' && value[13] === ':' && value[16] === ':' && value[19] === '.' && value[23] === 'Z') {
    const month = digitsAt(value, 5, 2);
    const day = digitsAt(value, 8, 2);
    const hour = digitsAt(value, 11, 2);
    const minute = digitsAt(value, 14, 2);
    const second = digitsAt(value, 17, 2);
    // Out-of-range fields (month 13, 31 February) are for Date.parse to refuse, not to roll over.
    if (month >= 1 && month <= 12 && day >= 1 && day <= 28 && hour <= 23 && minute <= 59 && second <= 59) {
      const time = Date.UTC(digitsAt(value, 0, 4), month - 1, day, hour, minute, second, digitsAt(value, 20, 3));
      if (!Number.isNaN(time)) return time;
    }
  }
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
const clock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true });

export const MISSING_DATE = 'No date';
export const INVALID_DATE = 'Invalid date';

/** '3 Sept, 7:03 pm, Evening' in the operator's time zone; words instead of a date that is not one. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return MISSING_DATE;
  const time = timeOf(value);
  if (time === null) return INVALID_DATE;
  const date = new Date(time);
  return `${dayMonth.format(date)}, ${clock.format(date)}, ${partOfDay(date)}`;
}

