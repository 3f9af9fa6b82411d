import { describe, expect, it } from 'vitest';
import { dayParam, enumParam, readUrlState, sortParam, textParam, writeUrlState } from './urlState';

const earningsShape = {
  filter: enumParam(['all', 'active', 'inactive', 'unsettled'], 'all'),
  q: textParam(),
  sort: sortParam(['earnings', 'name'], { id: 'earnings', desc: true }),
};

describe('list state in the URL', () => {
  it('reads a shared link', () => {
    const state = readUrlState(earningsShape, new URLSearchParams('filter=unsettled&q=asha&sort=name.asc'));
    expect(state).toEqual({ filter: 'unsettled', q: 'asha', sort: { id: 'name', desc: false } });
  });

  it('falls back to the defaults when keys are missing', () => {
    expect(readUrlState(earningsShape, new URLSearchParams())).toEqual({ filter: 'all', q: '', sort: { id: 'earnings', desc: true } });
  });

  it('drops unknown or stale values instead of failing', () => {
    const state = readUrlState(earningsShape, new URLSearchParams('filter=archived&sort=bankDetails.desc&extra=1'));
    expect(state).toEqual({ filter: 'all', q: '', sort: { id: 'earnings', desc: true } });
    expect(readUrlState(earningsShape, new URLSearchParams('sort=name.sideways')).sort).toEqual({ id: 'earnings', desc: true });
  });

  it('writes only what differs from the defaults and keeps other keys', () => {
    const written = writeUrlState(earningsShape, { filter: 'active', q: '', sort: { id: 'name', desc: true } }, new URLSearchParams('room=42&q=old'));
    expect(written.toString()).toBe('room=42&filter=active&sort=name.desc');
    expect(writeUrlState(earningsShape, { filter: 'all', sort: { id: 'earnings', desc: true } }).toString()).toBe('');
  });

  it('cuts a search longer than a box takes to its start instead of dropping it', () => {
    expect(readUrlState(earningsShape, new URLSearchParams(`q=${'a'.repeat(250)}`)).q).toBe('a'.repeat(200));
  });

  it('round-trips every state', () => {
    const state = { filter: 'inactive' as const, q: 'a b&c', sort: { id: 'name', desc: false } };
    expect(readUrlState(earningsShape, writeUrlState(earningsShape, state))).toEqual(state);
  });
});

describe('dayParam', () => {
  const shape = { from: dayParam() };
  it('reads a real calendar day and drops anything else', () => {
    expect(readUrlState(shape, new URLSearchParams('from=2026-10-09')).from).toBe('2026-10-09');
    expect(readUrlState(shape, new URLSearchParams('from=2026-02-30')).from).toBe('');
    expect(readUrlState(shape, new URLSearchParams('from=yesterday')).from).toBe('');
    expect(readUrlState(shape, new URLSearchParams('')).from).toBe('');
    expect(writeUrlState(shape, { from: '' }).toString()).toBe('');
    expect(writeUrlState(shape, { from: '2026-10-09' }).toString()).toBe('from=2026-10-09');
  });
});
