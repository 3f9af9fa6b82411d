/**
 * Index arithmetic of a carousel that wraps around at both ends (SPEC.md section 4:
 * the landing carousel's index cycles 0-2). Any integer maps onto 0..count-1, so a
 * stale or out-of-range index never leaves the carousel showing nothing.
 */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isInteger(count) || count <= 0) return 0;
  const whole = Number.isFinite(index) ? Math.trunc(index) : 0;
  return ((whole % count) + count) % count;
}

export function nextIndex(current: number, count: number): number {
  return wrapIndex(current + 1, count);
}

export function previousIndex(current: number, count: number): number {
  return wrapIndex(current - 1, count);
}

/** The label the WAI-ARIA carousel pattern gives each slide: '1 of 3'. */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}
