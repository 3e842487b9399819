import { Readable } from 'node:stream';

/**
 * CSV for spreadsheets (RFC 4180 quoting), safe to open in Excel, LibreOffice or Google Sheets: a cell that begins
 * with = + - @ (or a tab or carriage return, which some of them skip before looking) would be read as a formula, so
 * it is written with a leading apostrophe and shows as the text it is (OWASP's CSV injection advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number, negative ones too (a credit note's amount): never a formula, so left a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (row: readonly string[]) => `${row.map(csvCell).join(',')}\r\n`;

/** Rows of cells as CSV text with CRLF line ends, a UTF-8 byte order mark first so Excel reads non-ASCII right. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** How many rows an export reads from the database at a time. */
export const CSV_PAGE_ROWS = 500;

/**
 * The same bytes as `toCsv([header, ...rows])`, written as the rows arrive a page at a time: the byte order mark and
 * the header at once, then each page's lines. The stream asks for the next page only when the reader wants more, so
 * a long export holds one page in memory and no database connection between pages, and a slow download holds back
 * the reads instead of filling memory.
 */
export function csvStream(header: readonly string[], pages: AsyncIterable<readonly (readonly string[])[]>): Readable {
  async function* chunks() {
    yield Buffer.from(`\uFEFF${csvLine(header)}`, 'utf8');
    for await (const rows of pages) {
      if (rows.length > 0) yield Buffer.from(rows.map(csvLine).join(''), 'utf8');
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * Reads a table a page at a time by keyset (the id of a page's last row names where the next begins), never by offset:
 * each page is one indexed query however far in, and a row written meanwhile neither repeats nor shifts another out.
 * The first page is read before this answers, so a failing database is an error the caller still answers in the
 * envelope, before any byte of the file is sent.
 */
export async function keysetPages<Row extends { id: string }>(
  read: (afterId: string | undefined, size: number) => Promise<Row[]>,
  toCells: (rows: Row[]) => string[][] | Promise<string[][]>,
  size = CSV_PAGE_ROWS,
): Promise<AsyncIterable<string[][]>> {
  const first = await read(undefined, size);
  async function* pages() {
    let rows = first;
    while (rows.length > 0) {
      yield await toCells(rows);
      if (rows.length < size) return;
      rows = await read(rows.at(-1)!.id, size);
    }
  }
  return pages();
}
