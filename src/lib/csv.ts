/**
 * CSV as spreadsheets read it (RFC 4180): quoted where needed, CRLF line ends, and a UTF-8
 * byte-order mark so Excel shows ₹. A cell that a spreadsheet would run as a formula
 * (= + - @, tab, carriage return) is prefixed with ' so an exported name cannot execute.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [headers, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** 'earnings-2026-11-22.csv': the tab and the operator's local date. */
export function csvFileName(base: string, date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${base}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

/**
 * A name from the data made fit for a file name ('Indian History' → 'indian-history',
 * 'room_66a/../x' → 'room-66a-x'): lower-case letters and digits joined by '-', at most 40
 * characters; '' when none is left, so the caller leaves it out.
 */
export function fileNamePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
}
