import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { runStartupTasks } from '../../startup.ts';
import { call, registerUser, RELAXED_LIMITS } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CREDENTIALS_FILE, DEMO_ADMIN } from './demo-admin.ts';

/** Issue 11 item 8: the admin a fresh clone gets when no ADMIN_EMAIL is set (decision 014). */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(env: Record<string, string> = {}) {
  const lines: string[] = [];
  t = await createTestApp(
    { LOG_LEVEL: 'info', ...env },
    {},
    { authRateLimits: RELAXED_LIMITS, logStream: { write: (line) => void lines.push(line) } },
  );
  return { app: t, lines };
}

async function startupTasks(app: TestApp) {
  await runStartupTasks(app.config, app);
  await app.outbox.stop();
}

const admins = (app: TestApp) => app.database.db.select().from(users).where(eq(users.role, 'admin'));
const passwordIn = (text: string) => /^Password: (\S+)$/m.exec(text)?.[1];

describe('the first start without ADMIN_EMAIL', () => {
  it('makes one admin with a random password, kept in DATA_DIR/admin-credentials.txt (0600) and logged once', async () => {
    const { app, lines } = await start();
    await startupTasks(app);

    const file = path.join(app.config.dataDir, CREDENTIALS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(`Email:    ${DEMO_ADMIN.email}`);
    const password = passwordIn(text);
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const all = await admins(app);
    expect(all.map((u) => [u.email, u.name])).toEqual([[DEMO_ADMIN.email, DEMO_ADMIN.name]]);
    const login = await call(app, 'POST', '/api/auth/login', { body: { email: DEMO_ADMIN.email, password } });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ role: 'admin', isAdmin: true, name: 'Kala Admin' });

    const logged = lines.filter((line) => line.includes(password!));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!).msg).toContain(`as ${DEMO_ADMIN.email} with password ${password}`);

    // A later start (same database, same DATA_DIR) makes nothing new: same admin, same password, same file.
    lines.length = 0;
    await startupTasks(app);
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect((await admins(app)).map((u) => u.id)).toEqual(all.map((u) => u.id));
    expect(lines.some((line) => line.includes(password!))).toBe(false);
    expect(lines.some((line) => line.includes(`Admin sign-in details from the first start are in ${file}`))).toBe(true);
    expect((await call(app, 'POST', '/api/auth/login', { body: { email: DEMO_ADMIN.email, password } })).status).toBe(
      200,
    );
  });

  it('draws a different password on each fresh store', async () => {
    const first = await start();
    await startupTasks(first.app);
    const one = passwordIn(readFileSync(path.join(first.app.config.dataDir, CREDENTIALS_FILE), 'utf8'));
    await first.app.close();
    const second = await start();
    await startupTasks(second.app);
    const two = passwordIn(readFileSync(path.join(second.app.config.dataDir, CREDENTIALS_FILE), 'utf8'));
    expect(one).not.toBe(two);
  });

  it('never promotes a shopper who holds the demo email; it says how to name an admin instead', async () => {
    const { app, lines } = await start();
    await registerUser(app, { email: DEMO_ADMIN.email, name: 'Not The Owner' });
    await startupTasks(app);
    expect(await admins(app)).toEqual([]);
    expect(existsSync(path.join(app.config.dataDir, CREDENTIALS_FILE))).toBe(false);
    expect(lines.some((line) => line.includes('set ADMIN_EMAIL and ADMIN_PASSWORD'))).toBe(true);
  });
});

describe('with ADMIN_EMAIL', () => {
  it('ensures that admin and makes no demo admin', async () => {
    const { app } = await start({ ADMIN_EMAIL: 'owner@kala.test', ADMIN_PASSWORD: 'Owner-pass-2026' });
    await startupTasks(app);
    expect((await admins(app)).map((u) => u.email)).toEqual(['owner@kala.test']);
    expect(existsSync(path.join(app.config.dataDir, CREDENTIALS_FILE))).toBe(false);
  });
});

describe('with an admin already there', () => {
  it('makes no demo admin', async () => {
    const { app } = await start();
    await app.auth.ensureAdmin({ email: 'made-by-cli@kala.test', password: 'Cli-admin-pass-7' });
    await startupTasks(app);
    expect((await admins(app)).map((u) => u.email)).toEqual(['made-by-cli@kala.test']);
    expect(existsSync(path.join(app.config.dataDir, CREDENTIALS_FILE))).toBe(false);
  });
});
