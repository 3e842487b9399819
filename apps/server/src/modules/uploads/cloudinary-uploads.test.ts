import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCloudinaryStandIn } from '../../providers/images/cloudinary-stand-in.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { UPLOAD_MESSAGES } from '@kala/contract/uploads';
import { fileOf, makeImage, signInUploadAdmin, upload } from './test-uploads.ts';

/** POST /api/uploads with CLOUDINARY_CLOUD_NAME and CLOUDINARY_UPLOAD_PRESET set, against the local stand-in. */
let t: TestApp;
let standIn: Awaited<ReturnType<typeof startCloudinaryStandIn>>;
let admin: string;

beforeAll(async () => {
  standIn = await startCloudinaryStandIn();
  t = await createTestApp({
    CLOUDINARY_CLOUD_NAME: standIn.cloudName,
    CLOUDINARY_UPLOAD_PRESET: standIn.uploadPreset,
    CLOUDINARY_BASE_URL: standIn.baseUrl,
  });
  admin = await signInUploadAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

describe('POST /api/uploads with Cloudinary configured', () => {
  it('answers the secure_url Cloudinary gives, with the folder sent on, and stores nothing locally', async () => {
    const answer = await upload(t, admin, [
      { name: 'folder', value: 'kala/thumbnails' },
      fileOf(await makeImage('jpeg', 640, 480), 'vase.jpg', 'image/jpeg'),
    ]);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      data: { width: 640, height: 480, format: 'jpg' },
    });
    expect(answer.body.data.url).toMatch(
      /^https:\/\/res\.cloudinary\.com\/kala-test-cloud\/image\/upload\/v\d+\/kala\/thumbnails\/[0-9a-f]+\.jpg$/,
    );
    expect(standIn.requests.at(-1)).toMatchObject({ uploadPreset: 'kala_unsigned', folder: 'kala/thumbnails' });
    const images = path.join(t.config.uploadsDir, 'images');
    expect(existsSync(images) ? readdirSync(images) : []).toEqual([]);
  });

  it('still judges the bytes first: a renamed text file never reaches Cloudinary', async () => {
    const sent = standIn.requests.length;
    const answer = await upload(t, admin, [fileOf(Buffer.from('hello'), 'x.png')]);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: UPLOAD_MESSAGES.notImage });
    expect(standIn.requests.length).toBe(sent);
  });

  it("passes on Cloudinary's error message: 400 for a refused image, 502 when the host fails", async () => {
    standIn.next.push({ status: 400, json: { error: { message: 'Invalid image file' } } });
    const refused = await upload(t, admin, [fileOf(await makeImage('png', 30, 30))]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: 'Invalid image file' });

    standIn.next.push({ status: 420, json: { error: { message: 'Rate Limit Exceeded' } } });
    const limited = await upload(t, admin, [fileOf(await makeImage('png', 30, 30))]);
    expect(limited.status).toBe(502);
    expect(limited.body).toEqual({ success: false, message: 'Rate Limit Exceeded' });
  });

  it('lets the storefront show Cloudinary images: the CSP allows res.cloudinary.com', async () => {
    const page = await t.app.inject('/api/health');
    expect(String(page.headers['content-security-policy'])).toMatch(/img-src[^;]*https:\/\/res\.cloudinary\.com/);
  });
});

describe('Cloudinary settings', () => {
  it('are set together, and the base URL must be a URL', () => {
    expect(() => loadConfig({ CLOUDINARY_CLOUD_NAME: 'kala' })).toThrow(
      /CLOUDINARY_CLOUD_NAME and CLOUDINARY_UPLOAD_PRESET must be set together/,
    );
    expect(() =>
      loadConfig({ CLOUDINARY_CLOUD_NAME: 'kala', CLOUDINARY_UPLOAD_PRESET: 'p', CLOUDINARY_BASE_URL: 'nope' }),
    ).toThrow(/CLOUDINARY_BASE_URL/);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).cloudinary).toBeUndefined();
    expect(
      loadConfig({ JWT_SECRET: 'x'.repeat(32), CLOUDINARY_CLOUD_NAME: 'kala', CLOUDINARY_UPLOAD_PRESET: 'p' })
        .cloudinary,
    ).toEqual({ cloudName: 'kala', uploadPreset: 'p', baseUrl: undefined });
  });
});
