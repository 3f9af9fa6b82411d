import { describe, expect, it } from 'vitest';
import { greeting, partOfDay } from './greeting';

const at = (hours: number, minutes = 0) => new Date(2026, 10, 22, hours, minutes);

describe('partOfDay', () => {
  it.each([
    [at(0), 'Morning'],
    [at(11, 59), 'Morning'],
    [at(12), 'Afternoon'],
    [at(16, 59), 'Afternoon'],
    [at(17), 'Evening'],
    [at(23, 59), 'Evening'],
  ])('%s is %s', (date, expected) => {
    expect(partOfDay(date)).toBe(expected);
  });
});

describe('greeting', () => {
  it('reads like the dashboard header', () => {
    expect(greeting(at(9), 'Dashboard')).toBe('Good Morning, Dashboard');
  });
});
