import { describe, expect, it } from 'vitest';
import { MAX_SCROLL_PX, scrollScale, spacers } from './scaledScroll';

describe('a list scrolled through a box taller than a browser draws', () => {
  const viewport = 420;
  const row = 53;

  it('leaves a list the browser can draw as it is: the box as tall as its rows', () => {
    const total = 300_000 * row;
    expect(total).toBeLessThan(MAX_SCROLL_PX);
    const scale = scrollScale(total, viewport);
    expect(scale).toEqual({ factor: 1, height: total, limit: Number.POSITIVE_INFINITY });
    expect(spacers(scale, total, 5300, 5300, 5300, 5300 + 10 * row)).toEqual({ top: 5300, bottom: total - 5300 - 10 * row });
  });

  it('makes a year of rows at most MAX_SCROLL_PX tall, its first screenful the first rows and its last the last rows', () => {
    const total = 1_000_000 * row;
    const scale = scrollScale(total, viewport);
    expect(scale.height).toBe(MAX_SCROLL_PX);
    expect(scale.factor).toBeGreaterThan(3);
    // At the top: the first rows from the top.
    expect(spacers(scale, total, 0, 0, 0, 12 * row)).toEqual({ top: 0, bottom: MAX_SCROLL_PX - 12 * row });
    // The box's last screenful stands for the list's last one: its rows end at the box's bottom edge.
    const scrolled = MAX_SCROLL_PX - viewport;
    const offset = Math.min(scrolled * scale.factor, scale.limit);
    expect(offset).toBe(total - viewport);
    const start = total - 12 * row;
    const { top, bottom } = spacers(scale, total, offset, scrolled, start, total);
    expect(top + (total - start)).toBe(scrolled + viewport);
    expect(bottom).toBe(0);
    // Halfway down the box is halfway down the list, its rows drawn where the box shows them.
    const middle = (MAX_SCROLL_PX - 2 * viewport) / 2;
    const at = middle * scale.factor;
    expect(Math.abs(at - (total - viewport) / 2)).toBeLessThan(row);
    const drawn = spacers(scale, total, at, middle, at - 2 * row, at + 10 * row);
    expect(drawn.top).toBeCloseTo(middle - 2 * row, 6);
  });
});
