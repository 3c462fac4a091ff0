import { saveFile } from './save-file';

/** One CSV field (RFC 4180); a leading = + - @ gets a ' so no spreadsheet runs it. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV text, CRLF line ends (RFC 4180), a line end after the last row too. */
export const csvLines = (rows: string[][]): string =>
  `${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;

/** Downloads CSV text as a file, in UTF-8 for a spreadsheet. */
export const saveCsv = (text: string, fileName: string): void =>
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
