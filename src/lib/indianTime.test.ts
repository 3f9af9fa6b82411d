import { describe, expect, it } from 'vitest';
import { indianDay, indianTime } from './indianTime';

describe('India’s clock', () => {
  it('gives the day in India, which starts five and a half hours before UTC’s', () => {
    expect(indianDay('2026-11-24T18:29:00.000Z')).toBe('2026-11-24');
    expect(indianDay('2026-11-24T18:30:00.000Z')).toBe('2026-11-25');
    expect(indianDay(new Date('2026-01-01T00:00:00.000Z'))).toBe('2026-01-01');
    expect(indianDay('soon')).toBe('');
  });

  it('writes a time the same way wherever it runs', () => {
    expect(indianTime('2026-11-01T10:00:00.000Z')).toBe('1 Nov 2026, 3:30 pm IST');
    expect(indianTime('2026-11-25T18:45:00.000Z')).toBe('26 Nov 2026, 12:15 am IST');
    expect(indianTime('2026-06-30T06:30:00.000Z')).toBe('30 Jun 2026, 12:00 pm IST');
    expect(indianTime('not a time')).toBe('not a time');
  });
});
