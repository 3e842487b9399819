import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys in the system Chromium (Debian's package; no browser download) against the real built server on a
 * temporary DATA_DIR with the demo catalogue. `npm run build` must have run (npm test does it).
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'kala-e2e-'));
// Workers load this file again: pass the directory on so they all see the server's (tests read its DATA_DIR/mail).
process.env.E2E_DATA_DIR = dataDir;
const repoRoot = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The bundled server, as `npm start` and a deployment run it; bundled afresh (a second) so it is never stale.
    command:
      'node apps/server/src/scripts/bundle-server.ts && node --max-semi-space-size=8 --liftoff-only apps/server/dist/main.js',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: 'admin@kala.test',
      ADMIN_PASSWORD: 'Admin-pass-2026',
      // Every journey signs up its own shoppers from 127.0.0.1: more than a real address's hourly allowance.
      SIGNUP_RATE_LIMIT: '10000',
      // The journeys of other features ship their COD orders at once; the COD confirmation's own journey
      // (cod-confirmation.spec.ts) turns the seller's policy on through the admin's settings and back off (issue 25).
      COD_REQUIRE_CONFIRMATION: 'false',
      // The left-cart reminder's journey (cart-reminder.spec.ts) waits seconds, not a day: a cart untouched for
      // about 4 s is left, and each instance looks every 2 s. Only shoppers who tick the marketing box get one.
      CART_REMINDER_HOURS: '0.001',
      CART_REMINDER_SCAN_SECONDS: '2',
    },
  },
});
