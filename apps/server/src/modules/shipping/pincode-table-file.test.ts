import { readFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PINCODE_TABLE_PATH } from '../../paths.ts';
import { loadPincodeTable, type PincodeRecord } from './pincode-data.ts';
import { pincodeRecordsFromSources, pincodeTableFileFromSources } from './pincode-sources.ts';
import { formatPincodeTable, parsePincodeTable } from './pincode-table-file.ts';

describe('the committed PIN-code table', () => {
  it('is what the data packages and the corrections make today (else run `npm run pincodes -w @kala/server`)', async () => {
    const committed = await readFile(PINCODE_TABLE_PATH, 'utf8');
    // Compared as text so a failure names the first differing line, not 19,097 records.
    expect(committed === (await pincodeTableFileFromSources())).toBe(true);
  });

  it('reads back every record exactly, coordinates included, and keeps a PIN code without them', () => {
    const table = new Map<string, PincodeRecord>([
      ['302001', { city: 'Jaipur', district: 'Jaipur', state: 'Rajasthan', lat: 26.92207, lng: 75.8134 }],
      ['194101', { city: 'Leh', district: 'Leh', state: 'Ladakh', lat: 34.16, lng: 77.58 }],
      ['799999', { city: 'Nowhere', district: 'Unplaced', state: 'Tripura' }],
      ['110001', { city: 'Delhi', district: 'Central Delhi', state: 'Delhi', lat: 28.632743, lng: 77.219597 }],
    ]);
    const text = formatPincodeTable(table, ['a comment']);
    expect(text.startsWith('# a comment\n')).toBe(true);
    const read = parsePincodeTable(text);
    expect(read.size).toBe(4);
    for (const [pincode, record] of table) expect(read.get(pincode)).toEqual(record);
    expect(read.get('799999')).not.toHaveProperty('lat');
    for (const unknown of ['302002', '110000', '999999', '100000', '30200', 'abcdef']) {
      expect(read.get(unknown)).toBeUndefined();
    }
  });

  it('refuses a row whose name index points nowhere, or rows out of order', () => {
    expect(() => parsePincodeTable('Jaipur\nRajasthan\n\n302001\t0\t0\t7\t26.9\t75.8\n')).toThrow('line 4');
    const unordered = 'Jaipur\nRajasthan\n\n302002\t0\t0\t1\t\t\n302001\t0\t0\t1\t\t\n';
    expect(() => parsePincodeTable(unordered)).toThrow('line 5');
  });

  it('answers every PIN code as the packages and the corrections do, coordinates included', async () => {
    const [table, expected] = await Promise.all([loadPincodeTable(), pincodeRecordsFromSources()]);
    expect(table.size).toBe(expected.size);
    const differing = [...expected].filter(([pincode, record]) => !isDeepStrictEqual(table.get(pincode), record));
    expect(differing).toEqual([]);
    expect(table.get('302001')).toMatchObject({ city: 'Jaipur', district: 'Jaipur', state: 'Rajasthan' });
  });
});
