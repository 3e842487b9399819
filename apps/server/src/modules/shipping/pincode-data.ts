import { readFile } from 'node:fs/promises';
import { PINCODE_TABLE_PATH } from '../../paths.ts';
import { parsePincodeTable } from './pincode-table-file.ts';

/**
 * The PIN-code table behind the directory (decision 006): one record a PIN code (19,097), read from `pincodes.tsv`
 * beside this file. That file is derived from two npm data packages by `npm run pincodes -w @kala/server`
 * (pincode-sources.ts) and committed, so a production install carries 0.7 MB of text instead of the packages' 22 MB.
 */
export interface PincodeRecord {
  city: string;
  district: string;
  state: string;
  /** Absent when neither the PIN code nor its district has coordinates. */
  lat?: number;
  lng?: number;
}

/** What the directory asks of the table (a Map of records also serves, as in tests). */
export interface PincodeTable {
  get(pincode: string): PincodeRecord | undefined;
  readonly size: number;
}

let loaded: Promise<PincodeTable> | undefined;

/** The table, read on the first call (not at start: memory and start-time goals) and kept for the process. */
export function loadPincodeTable(): Promise<PincodeTable> {
  loaded ??= readFile(PINCODE_TABLE_PATH, 'utf8')
    .then(parsePincodeTable)
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}

export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
