import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const script = `console.log(${JSON.stringify('kala '.repeat(400))});`;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'kala-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Kala</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  t = await createTestApp({ WEB_DIST_DIR: dist });
  mkdirSync(path.join(t.config.uploadsDir, 'demo'), { recursive: true });
  writeFileSync(path.join(t.config.uploadsDir, 'demo', 'x.webp'), 'webp');
});
afterAll(() => t.close());

describe('web assets', () => {
  it.each(['/', '/products', '/products/some-id', '/no/such/page'])(
    'answers %s with the web app, revalidated',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it('serves hashed assets for a year, precompressed when the browser accepts it', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.body).toBe(script);
  });

  it('serves stored uploads with long-lived caching', async () => {
    const response = await t.app.inject('/uploads/demo/x.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API and upload paths as 404s, not the web app', async () => {
    expect((await t.app.inject('/api/unknown')).json()).toMatchObject({ success: false });
    expect((await t.app.inject('/uploads/nope.webp')).statusCode).toBe(404);
    const missingScript = await t.app.inject('/assets/index-gone.js');
    expect(missingScript.statusCode).toBe(404);
    expect(missingScript.headers['content-type']).toContain('application/json');
  });

  it('compresses large API answers', async () => {
    const response = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
