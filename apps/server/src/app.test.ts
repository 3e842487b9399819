import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operations endpoints', () => {
  it('GET /api/health says the process is alive', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'ok' } });
  });

  it('GET /api/ready says the database answers', async () => {
    expect((await t.app.inject('/api/ready')).json()).toEqual({ success: true, data: { status: 'ready' } });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const response = await t.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'No such endpoint: GET /api/nothing-here' });
  });

  it('sends security headers and a request id', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('publishes the OpenAPI document', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/products/');
  });

  it('answers a malformed JSON body with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json().success).toBe(false);
  });
});

describe('error handler', () => {
  it('hides the internals of a 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
});

describe('configuration', () => {
  it('refuses a bad value naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: must be a port number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO: must be true or false/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD must be set together/);
  });

  it('has working defaults', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(32) });
    expect(config.port).toBe(3000);
    expect(config.seedDemo).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('data')).toBe(true);
  });
});
