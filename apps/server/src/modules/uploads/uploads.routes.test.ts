import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet } from '@kala/contract/images';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@kala/contract/uploads';
import {
  fileOf,
  makeImage,
  makeJpegWithExif,
  makePngBomb,
  signInUploadAdmin,
  signUpShopperToken,
  upload,
} from './test-uploads.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInUploadAdmin(t);
});
afterAll(() => t?.close());

/** The files of a stored upload, by width, read from DATA_DIR/uploads. */
function variantFiles(url: string) {
  const match = /^\/uploads\/images\/([0-9a-f]{32})\.webp$/.exec(url);
  if (!match) throw new Error(`not a stored upload URL: ${url}`);
  const dir = path.join(t.config.uploadsDir, 'images');
  return {
    1200: path.join(dir, `${match[1]}.webp`),
    800: path.join(dir, `${match[1]}-w800.webp`),
    400: path.join(dir, `${match[1]}-w400.webp`),
  };
}

describe('POST /api/uploads: who may upload', () => {
  it('refuses a guest with 401 and a shopper with 403, in the envelope', async () => {
    const png = await makeImage('png', 64, 64);
    const guest = await upload(t, undefined, [fileOf(png)]);
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ success: false });
    const shopper = await upload(t, await signUpShopperToken(t), [fileOf(png)]);
    expect(shopper.status).toBe(403);
    expect(shopper.body).toMatchObject({ success: false, message: 'Admin access required' });
  });

  it('refuses an oversized body from a guest without reading it (401, not 413)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: Buffer.alloc(MAX_UPLOAD_BYTES + 200_000),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/uploads: stored as WebP variants', () => {
  it('re-encodes a PNG to WebP at 1200, 800 and 400 px, served with a year of caching', async () => {
    const answer = await upload(t, admin, [fileOf(await makeImage('png', 2000, 1500))]);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      data: { width: 1200, height: 900, format: 'webp' },
      message: 'Upload successful!',
    });
    const url = answer.body.data.url as string;
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);

    const files = variantFiles(url);
    for (const width of IMAGE_WIDTHS) {
      const meta = await sharp(files[width]).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe((width * 3) / 4);
    }

    // Every srcset entry the storefront builds from the URL is served, as WebP, cached as immutable.
    const srcset = imageSrcSet(url) ?? '';
    const served = srcset.split(', ').map((entry) => entry.split(' ')[0] ?? '');
    expect(served).toHaveLength(3);
    for (const file of served) {
      const response = await t.app.inject(file);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('strips EXIF and GPS data from a JPEG and turns it upright first', async () => {
    const source = await makeJpegWithExif(900, 600);
    const before = await sharp(source).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const answer = await upload(t, admin, [fileOf(source, 'holiday.jpg', 'image/jpeg')]);
    expect(answer.status).toBe(201);
    const files = variantFiles(answer.body.data.url as string);
    for (const width of IMAGE_WIDTHS) {
      const meta = await sharp(files[width]).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      // Orientation 6 turns the 900 × 600 photo into 600 × 900: no wider than 600, never enlarged.
      expect(meta.width).toBe(Math.min(width, 600));
      expect(meta.height).toBe(Math.min(width, 600) * 1.5);
      // No trace of the camera or the place in the bytes either.
      const bytes = (await t.app.inject(`${answer.body.data.url}`)).rawPayload;
      expect(bytes.includes(Buffer.from('KalaCam'))).toBe(false);
      expect(bytes.includes(Buffer.from('Secret Editor'))).toBe(false);
    }
  });

  it('never enlarges a small picture but still writes every name the srcset uses', async () => {
    const answer = await upload(t, admin, [fileOf(await makeImage('webp', 300, 200), 'small.webp', 'image/webp')]);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ width: 300, height: 200 });
    const files = variantFiles(answer.body.data.url as string);
    for (const width of IMAGE_WIDTHS) {
      expect((await sharp(files[width]).metadata()).width).toBe(300);
    }
  });

  it('judges the bytes, not the name or the Content-Type: a PNG sent as text/plain named notes.txt is stored', async () => {
    const answer = await upload(t, admin, [fileOf(await makeImage('png', 50, 50), 'notes.txt', 'text/plain')]);
    expect(answer.status).toBe(201);
  });

  it('gives every upload a new unguessable name and leaves no scratch files behind', async () => {
    const png = await makeImage('png', 40, 40);
    const first = await upload(t, admin, [fileOf(png)]);
    const second = await upload(t, admin, [fileOf(png)]);
    expect(first.body.data.url).not.toBe(second.body.data.url);
    expect(readdirSync(path.join(t.config.uploadsDir, '.incoming'))).toEqual([]);
    // The scratch folder is never served, nor is any folder listed.
    writeFileSync(path.join(t.config.uploadsDir, '.incoming', 'half.webp'), 'half-written');
    for (const url of ['/uploads/.incoming/half.webp', '/uploads/.incoming/', '/uploads/images/']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ success: false });
    }
    rmSync(path.join(t.config.uploadsDir, '.incoming', 'half.webp'));
  });
});

describe('POST /api/uploads: refused files', () => {
  it('refuses text renamed to x.png and sent as image/png: File must be an image', async () => {
    const answer = await upload(t, admin, [fileOf(Buffer.from('just some text, not a picture'), 'x.png')]);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: UPLOAD_MESSAGES.notImage });
  });

  it('refuses a file that only starts like a PNG: File must be an image', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);
    const answer = await upload(t, admin, [fileOf(fake)]);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(UPLOAD_MESSAGES.notImage);
  });

  it('refuses GIF and SVG with the format message, whatever they claim to be', async () => {
    expect(UPLOAD_MESSAGES.badFormat).toBe('Please select a valid image file (image/jpeg, image/png, image/webp)');
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c2410c' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    for (const [data, name] of [
      [gif, 'pretty.png'],
      [svg, 'logo.png'],
    ] as const) {
      const answer = await upload(t, admin, [fileOf(data, name, 'image/png')]);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: UPLOAD_MESSAGES.badFormat });
    }
  });

  it('refuses 10 MB + 1 byte with the spec message in the envelope (413)', async () => {
    const answer = await upload(t, admin, [fileOf(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1))]);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: 'File size must be less than 10MB' });
  });

  it('refuses a body announced far over 10 MB before reading it, with the same message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: Buffer.alloc(MAX_UPLOAD_BYTES + 200_000),
      headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: UPLOAD_MESSAGES.tooLarge });
  });

  it('takes exactly 10 MB: judged by its format only', async () => {
    const png = await makeImage('png', 64, 48);
    // A real PNG padded after its end to exactly 10 MB (decoders stop at IEND).
    const padded = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES - png.length)]);
    expect(padded.length).toBe(MAX_UPLOAD_BYTES);
    const accepted = await upload(t, admin, [fileOf(padded)]);
    expect(accepted.status).toBe(201);
    expect(accepted.body.data).toMatchObject({ width: 64, height: 48 });

    const text = await upload(t, admin, [fileOf(Buffer.alloc(MAX_UPLOAD_BYTES, 0x61), 'big.png')]);
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(UPLOAD_MESSAGES.notImage);
  });

  it('refuses a decompression bomb (20000 × 20000, small on disk) from its header, without decoding it', async () => {
    const bomb = makePngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    const answer = await upload(t, admin, [fileOf(bomb, 'bomb.png')]);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ success: false, message: UPLOAD_MESSAGES.tooManyPixels });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a PNG whose header is right but whose pixels are damaged', async () => {
    const png = await makeImage('png', 200, 200);
    // Keep the signature and IHDR, spoil the compressed pixel data.
    const damaged = Buffer.from(png);
    damaged.fill(0x55, 200, damaged.length - 12);
    const answer = await upload(t, admin, [fileOf(damaged)]);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: UPLOAD_MESSAGES.damaged });
    // A JPEG cut off after its first kilobyte: the same.
    const cut = (await makeImage('jpeg', 200, 200)).subarray(0, 1000);
    const truncated = await upload(t, admin, [fileOf(cut, 'cut.jpg', 'image/jpeg')]);
    expect(truncated.status).toBe(400);
    expect(truncated.body.message).toBe(UPLOAD_MESSAGES.damaged);
  });

  it('answers No file provided without a file, with an empty file, a file in another field or a JSON body', async () => {
    const png = await makeImage('png', 20, 20);
    for (const parts of [
      [{ name: 'folder', value: 'products' }],
      [fileOf(Buffer.alloc(0))],
      [{ name: 'image', filename: 'a.png', type: 'image/png', data: png }],
    ]) {
      const answer = await upload(t, admin, parts);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: 'No file provided' });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { file: 'not a file' },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ success: false, message: 'No file provided' });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No file provided');
  });

  it('refuses two files, a broken form and a bad folder in the envelope', async () => {
    const png = await makeImage('png', 20, 20);
    const two = await upload(t, admin, [fileOf(png), fileOf(png, 'b.png')]);
    expect(two.status).toBe(400);
    expect(two.body.message).toBe(UPLOAD_MESSAGES.oneFile);

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${admin}` },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false });

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: 'abc',
      headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${admin}` },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({ success: false });

    for (const folder of ['../etc', 'a b', `x\u0000`, 'f'.repeat(101)]) {
      const answer = await upload(t, admin, [{ name: 'folder', value: folder }, fileOf(png)]);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(UPLOAD_MESSAGES.badFolder);
    }
  });
});

describe('POST /api/uploads: limits', () => {
  it('lets one admin start 30 uploads a minute, then answers 429 in the envelope', async () => {
    const busy = await signInUploadAdmin(t);
    for (let i = 0; i < 30; i += 1) {
      const answer = await upload(t, busy, [{ name: 'folder', value: 'x' }]);
      expect(answer.status).toBe(400);
    }
    const refused = await upload(t, busy, [{ name: 'folder', value: 'x' }]);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(/^Too many uploads/) });
    // Another admin has a budget of their own.
    expect((await upload(t, admin, [{ name: 'folder', value: 'x' }])).status).toBe(400);
  });
});

describe('stored files', () => {
  it('are only the WebP variants: no original is kept', () => {
    const names = readdirSync(path.join(t.config.uploadsDir, 'images'));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /^[0-9a-f]{32}(-w400|-w800)?\.webp$/.test(name))).toBe(true);
    expect(existsSync(path.join(t.config.uploadsDir, 'images', 'holiday.jpg'))).toBe(false);
  });
});
