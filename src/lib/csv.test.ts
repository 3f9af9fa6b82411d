import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, fileNamePart, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Kotak, Andheri')).toBe('"Kotak, Andheri"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('A/C 906\nIFSC KKBK')).toBe('"A/C 906\nIFSC KKBK"');
    expect(csvCell(71346.52)).toBe('71346.52');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.test")')).toBe('"\'=HYPERLINK(""http://evil.test"")"');
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('toCsv', () => {
  it('writes a BOM, a header line and CRLF rows', () => {
    expect(toCsv(['Name', 'Earnings (₹)'], [['Pooja Ghosh', 71346.52], ['Ravi, Jr.', 0]])).toBe('\uFEFFName,Earnings (₹)\r\nPooja Ghosh,71346.52\r\n"Ravi, Jr.",0\r\n');
  });
});

describe('csvFileName', () => {
  it('names the file after the tab and the local date', () => {
    expect(csvFileName('earnings', new Date(2026, 10, 2, 23, 59))).toBe('earnings-2026-11-02.csv');
  });
});

describe('fileNamePart', () => {
  it('keeps letters and digits, lower-cased, joined by single dashes', () => {
    expect(fileNamePart('Indian History')).toBe('indian-history');
    expect(fileNamePart('room_6679c63caec672cf5ae9c104')).toBe('room-6679c63caec672cf5ae9c104');
    expect(fileNamePart('  Général / Knowledge!  ')).toBe('general-knowledge');
  });

  it('leaves nothing of a path, a device name or script', () => {
    expect(fileNamePart('../../etc/passwd')).toBe('etc-passwd');
    expect(fileNamePart('CON')).toBe('con');
    expect(fileNamePart('<img src=x onerror=alert(1)>.csv')).toBe('img-src-x-onerror-alert-1-csv');
  });

  it('is at most 40 characters and empty when no letter or digit is left', () => {
    expect(fileNamePart('a'.repeat(500))).toHaveLength(40);
    expect(fileNamePart(`${'a'.repeat(39)} b`)).toBe('a'.repeat(39));
    expect(fileNamePart('हिंदी')).toBe('');
    expect(fileNamePart('')).toBe('');
  });
});
