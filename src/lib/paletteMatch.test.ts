import { describe, expect, it } from 'vitest';
import { matchEntries, nationalDigits, PALETTE_GROUP_LIMIT, type PaletteEntry } from './paletteMatch';

const consultant = (label: string, dataid: string, phone: string): PaletteEntry => ({ label, terms: [dataid], phones: [phone] });
const people = [
  consultant('Meera Banerjee', 'CRMB0042XYZ1', '9123456780'),
  consultant('Harpreet Ghosh', 'CRHUC22ABCD9', '+91 98765 00001'),
  consultant('Ananya Harpreet', 'CRAH77QQWE31', '8000012345'),
  consultant('Zoë Sharma', 'CRZS11PLMK20', '07000011111'),
];
const labels = (entries: readonly PaletteEntry[]) => entries.map((entry) => entry.label);

describe('matchEntries', () => {
  it('ignores case and accents', () => {
    expect(labels(matchEntries(people, 'MEERA'))).toEqual(['Meera Banerjee']);
    expect(labels(matchEntries(people, 'zoe'))).toEqual(['Zoë Sharma']);
  });

  it('needs every typed word, in any order', () => {
    expect(labels(matchEntries(people, 'ghosh harp'))).toEqual(['Harpreet Ghosh']);
    expect(matchEntries(people, 'ghosh meera')).toEqual([]);
  });

  it('finds a creator ID, whole or in part', () => {
    expect(labels(matchEntries(people, 'crhuc22'))).toEqual(['Harpreet Ghosh']);
    expect(labels(matchEntries(people, 'QQWE'))).toEqual(['Ananya Harpreet']);
  });

  it('finds a phone number by its digits, with or without spaces, +91 or a leading 0', () => {
    expect(labels(matchEntries(people, '98765 00001'))).toEqual(['Harpreet Ghosh']);
    expect(labels(matchEntries(people, '9876500001'))).toEqual(['Harpreet Ghosh']);
    expect(labels(matchEntries(people, '+91 91234 56780'))).toEqual(['Meera Banerjee']);
    expect(labels(matchEntries(people, '+919123456780'))).toEqual(['Meera Banerjee']);
    expect(labels(matchEntries(people, '7000011111'))).toEqual(['Zoë Sharma']);
    expect(labels(matchEntries(people, '00012'))).toEqual(['Ananya Harpreet']);
  });

  it('does not read a name as digits', () => {
    expect(matchEntries([consultant('Ravi', 'CRXX', '9999999999')], 'ravi 9')).toEqual([]);
  });

  it('ranks a name that starts with the query first, then words that start with it, then the rest', () => {
    const entries = [{ label: 'Ananya Harpreet' }, { label: 'Sharpe' }, { label: 'Harpreet Ghosh' }];
    expect(labels(matchEntries(entries, 'harp'))).toEqual(['Harpreet Ghosh', 'Ananya Harpreet', 'Sharpe']);
  });

  it('ranks a phone number that starts with the digits above one that only contains them', () => {
    const entries = [consultant('Contains', 'A', '9000098765'), consultant('Starts', 'B', '9876511111')];
    expect(labels(matchEntries(entries, '98765'))).toEqual(['Starts', 'Contains']);
  });

  it('keeps the given order among equally close matches', () => {
    const entries = [{ label: 'Pool B' }, { label: 'Pool A' }, { label: 'Pool C' }];
    expect(labels(matchEntries(entries, 'pool'))).toEqual(['Pool B', 'Pool A', 'Pool C']);
  });

  it('lists at most the limit, 8 unless told', () => {
    const many = Array.from({ length: 20 }, (_, index) => ({ label: `Consultant ${index}` }));
    expect(PALETTE_GROUP_LIMIT).toBe(8);
    expect(matchEntries(many, 'consultant')).toHaveLength(8);
    expect(labels(matchEntries(many, 'consultant', 3))).toEqual(['Consultant 0', 'Consultant 1', 'Consultant 2']);
  });

  it('answers the first entries, in order, for a blank query', () => {
    expect(labels(matchEntries(people, '   ', 2))).toEqual(['Meera Banerjee', 'Harpreet Ghosh']);
  });

  it('finds nothing for words nobody has', () => {
    expect(matchEntries(people, 'xyzzy')).toEqual([]);
  });
});

describe('nationalDigits', () => {
  it('drops +91, a 12-digit 91 and a trunk 0, keeping other numbers as their digits', () => {
    expect(nationalDigits('+91 98765 00001')).toBe('9876500001');
    expect(nationalDigits('919876500001')).toBe('9876500001');
    expect(nationalDigits('09876500001')).toBe('9876500001');
    expect(nationalDigits('+1 (415) 555-0100')).toBe('14155550100');
  });
});
