import { describe, expect, it } from 'vitest';
import { childSeconds } from './bench-test';

describe('bench:test', () => {
  it("reads the children's user and system time from bash's times", () => {
    expect(childSeconds('0m0.012s 0m0.004s\n2m3.500s 0m10.250s\n')).toBeCloseTo(133.75, 5);
  });

  it('refuses output it cannot read', () => {
    expect(() => childSeconds('nothing')).toThrow(/Could not read/);
  });
});
