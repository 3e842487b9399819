import type { Sharp, SharpOptions } from 'sharp';

/**
 * sharp, loaded on the first upload rather than at start: its native library costs start-up time and memory that a
 * server which never receives an upload should not pay. Later calls share the one import.
 */
type SharpFactory = (input?: Buffer, options?: SharpOptions) => Sharp;

let loading: Promise<SharpFactory> | undefined;

export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then((module) => module.default as SharpFactory);
  return loading;
}

/**
 * The most pixels an upload may have: 40 megapixels (8000 × 5000, more than any phone's default photo). Decoding is
 * what costs memory (4 bytes a pixel), and a small file can claim huge dimensions (a "decompression bomb"); the
 * header is checked against this before decoding, and sharp is given the same limit as a second guard.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
