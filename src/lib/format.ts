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

/** Milliseconds since the epoch, or null when the text is missing or not a date. */
export function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
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

/** Newest first; records without a valid date go last, in their original order (SPEC.md). */
export function compareNewestFirst(a: string | null | undefined, b: string | null | undefined): number {
  const timeA = timeOf(a);
  const timeB = timeOf(b);
  if (timeA === null || timeB === null) return timeA === null ? (timeB === null ? 0 : 1) : -1;
  return timeB - timeA;
}
