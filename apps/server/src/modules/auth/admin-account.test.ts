import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { runStartupTasks } from '../../startup.ts';
import { call, registerUser, RELAXED_LIMITS } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const run = promisify(execFile);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { ADMIN_EMAIL: 'Owner@Kala.test', ADMIN_PASSWORD: 'Owner-pass-2026' },
    {},
    { authRateLimits: RELAXED_LIMITS },
  );
});
afterAll(() => t.close());

const login = (email: string, password: string) => call(t, 'POST', '/api/auth/login', { body: { email, password } });

describe('ADMIN_EMAIL / ADMIN_PASSWORD at start', () => {
  it('creates that admin, who signs in with the Extended Session', async () => {
    await runStartupTasks(t.config, t);
    await t.outbox.stop();
    const answer = await login('owner@kala.test', 'Owner-pass-2026');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ email: 'owner@kala.test', role: 'admin', isAdmin: true });
  });

  it('leaves sessions alone on a restart with the same password', async () => {
    const { token } = (await login('owner@kala.test', 'Owner-pass-2026')).body;
    await runStartupTasks(t.config, t);
    await t.outbox.stop();
    expect((await call(t, 'GET', '/api/auth/me', { token })).status).toBe(200);
  });

  it('promotes an existing shopper and sets the new password (ending older sessions)', async () => {
    const { token, email } = await registerUser(t, { email: 'promote.me@example.com' });
    const result = await t.auth.ensureAdmin({ email: 'PROMOTE.me@example.com', password: 'Promoted-admin-1' });
    expect(result.status).toBe('updated');
    expect((await call(t, 'GET', '/api/auth/me', { token })).status).toBe(401);
    const answer = await login(email, 'Promoted-admin-1');
    expect(answer.body.data.role).toBe('admin');
  });

  it('lets instances starting together with one new ADMIN_EMAIL all start, with one admin made', async () => {
    const admin = { email: 'together@kala.test', password: 'Started-together-1' };
    const results = await Promise.all([t.auth.ensureAdmin(admin), t.auth.ensureAdmin(admin)]);
    expect(results.map((r) => r.status).sort()).toEqual(['created', 'unchanged']);
    expect(results[0].user._id).toBe(results[1].user._id);
    expect((await login(admin.email, admin.password)).status).toBe(200);
  });

  it('refuses a common admin password', async () => {
    await expect(t.auth.ensureAdmin({ email: 'weak@example.com', password: 'password123' })).rejects.toThrow(
      /too common/,
    );
  });
});

describe('npm run create-admin', () => {
  it('creates an admin in the configured database from --email and --password', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-create-admin-'));
    const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: '' };
    delete env.ADMIN_EMAIL;
    delete env.ADMIN_PASSWORD;
    const script = path.join(repoRoot, 'apps/server/src/scripts/create-admin.ts');
    // The project's pinned Node (npm scripts use it), which runs TypeScript as it is.
    const pinned = path.join(repoRoot, 'node_modules/.bin/node');
    const node = existsSync(pinned) ? pinned : process.execPath;
    const { stdout } = await run(
      node,
      [script, '--email', 'cli@kala.test', '--password', 'Cli-admin-pass-7', '--name', 'CLI Admin'],
      { env, cwd: repoRoot },
    );
    expect(stdout).toContain('Created admin: cli@kala.test');

    const again = await run(node, [script, '--email', 'cli@kala.test', '--password', 'Cli-admin-pass-7'], {
      env,
      cwd: repoRoot,
    });
    expect(again.stdout).toContain('already set up');

    const bad = await run(node, [script, '--email', 'cli@kala.test', '--password', 'short'], {
      env,
      cwd: repoRoot,
    }).catch((e: { code: number; stderr: string }) => e);
    expect(bad).toMatchObject({ code: 1 });
    expect((bad as { stderr: string }).stderr).toContain('Password must be at least 8 characters long');

    // The server on that DATA_DIR then lets the admin in.
    const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir }, { dataDir });
    const built = await buildApp(config, { authRateLimits: RELAXED_LIMITS });
    try {
      const answer = await built.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'cli@kala.test', password: 'Cli-admin-pass-7' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toMatchObject({ name: 'CLI Admin', role: 'admin' });
    } finally {
      await built.app.close();
    }
  });
});
