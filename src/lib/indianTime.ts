/**
 * Times as the operators live them: India's clock (UTC+5:30, no summer time), whatever zone
 * the server or the browser runs in. Written out by hand, so Node and every browser say them
 * the same way.
 */
const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The instant moved to India's clock, to be read with the getUTC… methods; null when it is not a time. */
function inIndia(at: Date | string): Date | null {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return Number.isNaN(time) ? null : new Date(time + IST_OFFSET_MS);
}

/** The calendar day in India (YYYY-MM-DD); '' when it is not a time. */
export function indianDay(at: Date | string): string {
  return inIndia(at)?.toISOString().slice(0, 10) ?? '';
}

/** '1 Nov 2026, 3:30 pm IST'; the text as it is when it is not a time. */
export function indianTime(iso: string): string {
  const at = inIndia(iso);
  if (!at) return iso;
  const hours = at.getUTCHours();
  const minutes = String(at.getUTCMinutes()).padStart(2, '0');
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'} IST`;
}
