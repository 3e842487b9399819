import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, makeJpegWithExif } from '../../modules/uploads/test-uploads.ts';
import { createCloudinaryStorage } from './cloudinary.ts';
import { startCloudinaryStandIn } from './cloudinary-stand-in.ts';
import { ImageStorageError, type CheckedImage } from './image-storage.ts';

let standIn: Awaited<ReturnType<typeof startCloudinaryStandIn>>;

beforeAll(async () => {
  standIn = await startCloudinaryStandIn();
});
afterAll(() => standIn?.close());

const storage = (overrides: { cloudName?: string; uploadPreset?: string; timeoutMs?: number } = {}) =>
  createCloudinaryStorage({
    cloudName: overrides.cloudName ?? standIn.cloudName,
    uploadPreset: overrides.uploadPreset ?? standIn.uploadPreset,
    baseUrl: standIn.baseUrl,
    ...(overrides.timeoutMs ? { timeoutMs: overrides.timeoutMs } : {}),
  });

async function checked(format: 'png' | 'jpeg' = 'png'): Promise<CheckedImage> {
  const bytes = await makeImage(format, 120, 80);
  return { bytes, format, width: 120, height: 80 };
}

async function failure(promise: Promise<unknown>): Promise<ImageStorageError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageStorageError);
  return error as ImageStorageError;
}

describe('Cloudinary image storage, against the stand-in', () => {
  it('makes an unsigned upload (file, upload_preset, folder) and answers the secure_url', async () => {
    const stored = await storage().store(await checked(), { folder: 'kala/products' });
    expect(stored.url).toMatch(
      /^https:\/\/res\.cloudinary\.com\/kala-test-cloud\/image\/upload\/v\d+\/kala\/products\/[0-9a-f]+\.png$/,
    );
    expect(stored).toMatchObject({ width: 120, height: 80, format: 'png' });
    const sent = standIn.requests.at(-1);
    expect(sent).toMatchObject({
      path: '/v1_1/kala-test-cloud/image/upload',
      uploadPreset: 'kala_unsigned',
      folder: 'kala/products',
    });
    expect(sent?.file?.type).toBe('image/png');
  });

  it('sends the picture upright and without its EXIF or GPS data', async () => {
    const bytes = await makeJpegWithExif(300, 200);
    await storage().store({ bytes, format: 'jpeg', width: 300, height: 200 });
    const sent = standIn.requests.at(-1)?.file?.bytes ?? Buffer.alloc(0);
    const meta = await sharp(sent).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta).toMatchObject({ width: 200, height: 300 });
    expect(sent.includes(Buffer.from('KalaCam'))).toBe(false);
  });

  it("passes on Cloudinary's own error message: a 400 is the image refused", async () => {
    standIn.next.push({ status: 400, json: { error: { message: 'Invalid image file' } } });
    const error = await failure(storage().store(await checked()));
    expect(error.kind).toBe('refused');
    expect(error.message).toBe('Invalid image file');

    const unknownPreset = await failure(storage({ uploadPreset: 'nope' }).store(await checked()));
    expect(unknownPreset.message).toBe('Upload preset not found');
  });

  it('calls a wrong cloud name, a 5xx or an answer without secure_url the host failing', async () => {
    const wrongCloud = await failure(storage({ cloudName: 'someone-else' }).store(await checked()));
    expect(wrongCloud).toMatchObject({ kind: 'unavailable', message: 'Invalid cloud_name someone-else' });

    standIn.next.push({ status: 500, json: {} });
    const serverError = await failure(storage().store(await checked()));
    expect(serverError).toMatchObject({ kind: 'unavailable', message: 'Upload failed: the image host answered 500' });

    standIn.next.push({ status: 200, json: { public_id: 'x', url: 'http://res.cloudinary.com/x.png' } });
    const noUrl = await failure(storage().store(await checked()));
    expect(noUrl.kind).toBe('unavailable');
  });

  it('gives up when Cloudinary does not answer in time', async () => {
    standIn.next.push({ hang: true });
    const started = Date.now();
    const error = await failure(storage({ timeoutMs: 300 }).store(await checked()));
    expect(error).toMatchObject({
      kind: 'unavailable',
      message: 'Upload failed: the image host did not answer within 0.3 s',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('says so when Cloudinary cannot be reached', async () => {
    const closed = createCloudinaryStorage({ cloudName: 'c', uploadPreset: 'p', baseUrl: 'http://127.0.0.1:1' });
    const error = await failure(closed.store(await checked()));
    expect(error).toMatchObject({ kind: 'unavailable', message: 'Upload failed: the image host could not be reached' });
  });
});
