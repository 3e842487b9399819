/**
 * CSV for spreadsheets (RFC 4180 quoting), safe to open in Excel, LibreOffice or Google Sheets: a cell that begins
 * with = + - @ (or a tab or carriage return, which some of them skip before looking) would be read as a formula, so
 * it is written with a leading apostrophe and shows as the text it is (OWASP's CSV injection advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text with CRLF line ends, a UTF-8 byte order mark first so Excel reads non-ASCII right. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
