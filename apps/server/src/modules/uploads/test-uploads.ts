import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { call, registerUser } from '../../test/account-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Test helpers of the uploads suites: images made with sharp, a multipart body, admins and shoppers. */

let admins = 0;

/** A fresh admin (its own upload budget), signed in through the API. */
export async function signInUploadAdmin(t: TestApp) {
  admins += 1;
  const email = `uploads-admin-${admins}-${Date.now()}@example.com`;
  const password = 'Upload-admin-pass-2026';
  await t.auth.ensureAdmin({ email, password, name: 'Upload Admin' });
  const answer = await call(t, 'POST', '/api/auth/login', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`admin login failed: ${answer.status}`);
  return answer.body.token as string;
}

export async function signUpShopperToken(t: TestApp) {
  return (await registerUser(t)).token;
}

/** A photograph-like picture (a gradient and some noise, so encoders have real work), as PNG, JPEG or WebP. */
export async function makeImage(format: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = (x * y) % 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying camera and GPS data in EXIF, and an orientation (6: the camera was turned, shown rotated 90°). */
export async function makeJpegWithExif(width: number, height: number): Promise<Buffer> {
  const plain = await makeImage('jpeg', width, height);
  return sharp(plain)
    .withExif({
      IFD0: { Make: 'KalaCam', Model: 'Studio 1', Software: 'Secret Editor 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 54/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '75/1 47/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/**
 * A decompression bomb: a valid PNG of 20000 × 20000 pixels of one colour (400 megapixels, over a gigabyte once
 * decoded) that is tens of kilobytes on disk. Built by hand (1-bit grey) so the test never decodes it either.
 */
export function makePngBomb(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = Math.ceil(side / 8) + 1; // a filter byte, then the row
  const raw = Buffer.alloc(rowBytes * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export type FormPart = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body, as a browser's FormData sends it. */
export async function multipartBody(parts: FormPart[]) {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([new Uint8Array(part.data)], { type: part.type }), part.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** POST /api/uploads with these parts, as the given token (or none). */
export async function upload(t: TestApp, token: string | undefined, parts: FormPart[]) {
  const { payload, contentType } = await multipartBody(parts);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

export const fileOf = (data: Buffer, filename = 'picture.png', type = 'image/png'): FormPart => ({
  name: 'file',
  filename,
  type,
  data,
});
