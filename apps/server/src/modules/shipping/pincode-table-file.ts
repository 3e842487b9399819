import type { PincodeRecord, PincodeTable } from './pincode-data.ts';

/**
 * The text form of the PIN-code table (`pincodes.tsv`): comment lines starting with `#`; the place names, one a line,
 * until a blank line; then one tab-separated row a PIN code, in ascending order: the PIN code, its city, district and
 * state as indices into the names (from 0), its latitude and longitude (empty when unknown). Names are written once,
 * so the 19,097 rows take about 0.7 MB, and a row stays readable with `grep`. Coordinates are written as JavaScript
 * prints them, which reads back to the same number: zones come out exactly as from the packages' data.
 */

export function formatPincodeTable(table: ReadonlyMap<string, PincodeRecord>, comments: readonly string[]): string {
  const names = [...new Set([...table.values()].flatMap((r) => [r.city, r.district, r.state]))].sort(byCodeUnits);
  const index = new Map(names.map((name, i) => [name, i]));
  const rows = [...table.entries()]
    .sort(([a], [b]) => byCodeUnits(a, b))
    .map(([pincode, r]) =>
      [pincode, index.get(r.city), index.get(r.district), index.get(r.state), r.lat ?? '', r.lng ?? ''].join('\t'),
    );
  return [...comments.map((c) => `# ${c}`), ...names, '', ...rows].join('\n') + '\n';
}

/**
 * The table as the server keeps it: typed arrays (PIN codes, name indices, coordinates) searched by bisection, about
 * 0.5 MB for 19,097 PIN codes, where a Map of records took about 4 MB of heap. A lookup builds its record.
 */
export function parsePincodeTable(text: string): PincodeTable {
  const lines = text.split('\n');
  let at = 0;
  while (lines[at]?.startsWith('#')) at++;
  const names: string[] = [];
  for (; at < lines.length && lines[at] !== ''; at++) names.push(lines[at] as string);
  at++; // the blank line
  const rows = lines.slice(at).filter((line) => line !== '');

  const pincodes = new Int32Array(rows.length);
  const places = new Uint16Array(rows.length * 3); // city, district, state
  const coordinates = new Float64Array(rows.length * 2).fill(Number.NaN); // latitude, longitude
  rows.forEach((row, i) => {
    const fail = () => new Error(`pincodes.tsv line ${at + i + 1}`);
    const [pincode, city, district, state, lat, lng] = row.split('\t');
    pincodes[i] = Number(pincode);
    if (!/^\d{6}$/.test(pincode ?? '') || (i > 0 && (pincodes[i] as number) <= (pincodes[i - 1] as number))) {
      throw fail();
    }
    [city, district, state].forEach((field, k) => {
      const n = Number(field);
      if (field === undefined || field === '' || names[n] === undefined) throw fail();
      places[i * 3 + k] = n;
    });
    if (lat && lng) {
      coordinates[i * 2] = Number(lat);
      coordinates[i * 2 + 1] = Number(lng);
    }
  });
  if (names.length > 0xffff) throw new Error('pincodes.tsv has more names than the table can index');

  return {
    size: rows.length,
    get(pincode) {
      if (!/^\d{6}$/.test(pincode)) return undefined;
      const i = bisect(pincodes, Number(pincode));
      if (i < 0) return undefined;
      const record: PincodeRecord = {
        city: names[places[i * 3] as number] as string,
        district: names[places[i * 3 + 1] as number] as string,
        state: names[places[i * 3 + 2] as number] as string,
      };
      const lat = coordinates[i * 2] as number;
      const lng = coordinates[i * 2 + 1] as number;
      if (!Number.isNaN(lat) && !Number.isNaN(lng)) {
        record.lat = lat;
        record.lng = lng;
      }
      return record;
    },
  };
}

/** The index of `value` in the ascending `sorted`, or -1. */
function bisect(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = sorted[mid] as number;
    if (at === value) return mid;
    if (at < value) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** Code-unit order, not the locale's: the file must come out the same on every machine. */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
