import { describe, expect, it } from 'vitest';
import { csvCell, csvStream, keysetPages, toCsv } from './csv.ts';

/** The CSV exports' writer (issue 19 item 5): streamed a page at a time, the same bytes as the text at once. */

const text = async (stream: AsyncIterable<Buffer>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
};

async function* listed<T>(pages: T[]) {
  for (const page of pages) yield page;
}

describe('csvStream', () => {
  it('writes the same bytes as toCsv, whatever the pages (empty ones too)', async () => {
    const header = ['Name', 'Amount (₹)', 'Note'];
    const rows = [
      ['Asha Verma', '2872.00', 'Gift wrap, please'],
      ['=SUM(A1)', '0.00', 'said "hi"\nand left'],
      ['Ravi 🪔', '-5.00', ''],
    ];
    const expected = toCsv([header, ...rows]);
    for (const pages of [[rows], [[rows[0]!], [], [rows[1]!, rows[2]!]], [[], rows.map((row) => row)]]) {
      expect(await text(csvStream(header, listed(pages)))).toBe(expected);
    }
    expect(await text(csvStream(header, listed([])))).toBe(toCsv([header]));
  });
});

describe('csvCell', () => {
  it('keeps a negative amount a number but a formula behind a minus sign text', () => {
    expect(csvCell('-5.00')).toBe('-5.00');
    expect(csvCell('-12')).toBe('-12');
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('-2.5e3')).toBe("'-2.5e3");
    expect(csvCell('=1')).toBe("'=1");
  });
});

describe('keysetPages', () => {
  const people = ['a', 'b', 'c', 'd', 'e'].map((name, i) => ({ id: String(i + 1), name }));
  /** A table read by keyset that records each read's cursor. */
  const table = (rows: typeof people) => {
    const reads: (string | undefined)[] = [];
    const read = async (afterId: string | undefined, size: number) => {
      reads.push(afterId);
      return rows.filter((row) => row.id > (afterId ?? '')).slice(0, size);
    };
    return { reads, read };
  };
  const cells = (rows: typeof people) => rows.map((row) => [row.id, row.name]);

  it('reads the first page at once and the next ones only as the stream is read', async () => {
    const { reads, read } = table(people);
    const pages = await keysetPages(read, cells, 2);
    expect(reads).toEqual([undefined]);
    const stream = csvStream(['Id', 'Name'], pages);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads).toEqual([undefined]); // nobody reads the stream yet: no page is fetched
    expect(await text(stream)).toBe('\uFEFFId,Name\r\n1,a\r\n2,b\r\n3,c\r\n4,d\r\n5,e\r\n');
    // Each page from where the last ended; a page shorter than asked is the last, with no read after it.
    expect(reads).toEqual([undefined, '2', '4']);
  });

  it('stops at an empty page when the rows fill the pages exactly', async () => {
    const { reads, read } = table(people.slice(0, 4));
    const out = await text(csvStream(['Id', 'Name'], await keysetPages(read, cells, 2)));
    expect(out).toBe(toCsv([['Id', 'Name'], ...cells(people.slice(0, 4))]));
    expect(reads).toEqual([undefined, '2', '4']);
  });

  it('fails before any byte when the first read fails, so the route still answers in the envelope', async () => {
    const failing = async () => {
      throw new Error('database gone');
    };
    await expect(keysetPages(failing, cells, 2)).rejects.toThrow('database gone');
  });
});
