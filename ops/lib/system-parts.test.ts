import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allSuitesRequired,
  missingParts,
  programPath,
  projectFilter,
  runnableSuites,
  SUITES,
  type Probes,
} from './system-parts.ts';

/*
 * `npm test` on a machine without HAProxy, redis-server, PostgreSQL or Chromium skips the suite that needs it with one
 * loud line naming the package, and passes; under CI (KALA_REQUIRE_ALL_SUITES=1 or CI=true) the same gap fails it.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A machine with exactly these files, and PostgreSQL listening where `postgresUp` says. */
const machine = (files: string[], postgresUp = true): Probes => ({
  exists: (file) => files.includes(file),
  listening: async () => postgresUp,
});
const everything = [
  '/usr/sbin/haproxy',
  '/usr/bin/redis-server',
  '/usr/lib/postgresql/15/bin/pg_ctl',
  '/usr/bin/chromium',
];

describe('what a suite needs from the machine', () => {
  it('finds nothing missing on a machine with every part', async () => {
    const env = { TEST_DATABASE_URL: POSTGRES };
    for (const suite of Object.values(SUITES)) expect(await missingParts(suite, env, machine(everything))).toEqual([]);
  });

  it('names HAProxy and its Debian package when it is not installed', async () => {
    const without = everything.filter((file) => !file.includes('haproxy'));
    const missing = await missingParts(SUITES.operations, { TEST_DATABASE_URL: POSTGRES }, machine(without));
    expect(missing).toEqual([
      {
        name: 'HAProxy',
        reason: 'is not at /usr/sbin/haproxy (set HAPROXY_PATH if it is elsewhere)',
        debianPackage: 'haproxy',
      },
    ]);
    // The other suites do not need it.
    expect(await missingParts(SUITES.serverPostgres, { TEST_DATABASE_URL: POSTGRES }, machine(without))).toEqual([]);
  });

  it('looks where the variables point, as the suites do', async () => {
    const env = {
      TEST_DATABASE_URL: POSTGRES,
      HAPROXY_PATH: '/opt/haproxy/sbin/haproxy',
      REDIS_SERVER_PATH: '/opt/redis/redis-server',
      POSTGRES_BIN_DIR: '/opt/pg/bin',
      CHROMIUM_PATH: '/opt/chromium/chrome',
    };
    expect(programPath('haproxy', env)).toBe('/opt/haproxy/sbin/haproxy');
    const moved = [
      '/opt/haproxy/sbin/haproxy',
      '/opt/redis/redis-server',
      '/opt/pg/bin/pg_ctl',
      '/opt/chromium/chrome',
    ];
    expect(await missingParts(SUITES.operations, env, machine(moved))).toEqual([]);
    expect(await missingParts(SUITES.journeys, env, machine(moved))).toEqual([]);
    expect((await missingParts(SUITES.operations, env, machine(everything))).map((part) => part.name)).toEqual([
      'HAProxy',
      'redis-server',
      "PostgreSQL's server programs (pg_ctl)",
    ]);
  });

  it('counts PostgreSQL missing when TEST_DATABASE_URL is unset or nothing answers there', async () => {
    const unset = await missingParts(SUITES.serverPostgres, {}, machine(everything));
    expect(unset).toEqual([
      expect.objectContaining({ name: 'PostgreSQL', reason: expect.stringMatching(/TEST_DATABASE_URL is not set/) }),
    ]);
    const silent = await missingParts(
      SUITES.serverPostgres,
      { TEST_DATABASE_URL: POSTGRES },
      machine(everything, false),
    );
    expect(silent).toEqual([
      {
        name: 'PostgreSQL',
        reason: 'does not answer at 127.0.0.1:5432 (TEST_DATABASE_URL)',
        debianPackage: 'postgresql',
      },
    ]);
  });
});

describe('a run with a suite that cannot run', () => {
  const noHaproxy = machine(everything.filter((file) => !file.includes('haproxy')));

  it('skips it with one line naming the package, and runs the rest', async () => {
    const lines: string[] = [];
    const runnable = await runnableSuites([SUITES.serverPostgres, SUITES.operations], {
      env: { TEST_DATABASE_URL: POSTGRES },
      probes: noHaproxy,
      say: (line) => lines.push(line),
    });
    expect(runnable).toEqual([SUITES.serverPostgres]);
    expect(lines).toEqual([
      '!!! SKIPPED: the operations suite (ops/cluster and ops/faults: real servers behind HAProxy) cannot run: ' +
        'HAProxy is not at /usr/sbin/haproxy (set HAPROXY_PATH if it is elsewhere). Install with: apt-get install -y haproxy',
    ]);
  });

  it('fails instead when every suite is required', async () => {
    const lines: string[] = [];
    const run = runnableSuites([SUITES.serverPostgres, SUITES.operations], {
      env: { TEST_DATABASE_URL: POSTGRES, KALA_REQUIRE_ALL_SUITES: '1' },
      probes: noHaproxy,
      say: (line) => lines.push(line),
    });
    await expect(run).rejects.toThrow(/^!!! FAILED: every suite is required here .* apt-get install -y haproxy$/);
    expect(lines).toEqual([]);
  });

  it('requires every suite under KALA_REQUIRE_ALL_SUITES=1 or CI=true, unless KALA_REQUIRE_ALL_SUITES=0', () => {
    expect(allSuitesRequired({})).toBe(false);
    expect(allSuitesRequired({ KALA_REQUIRE_ALL_SUITES: '1' })).toBe(true);
    expect(allSuitesRequired({ CI: 'true' })).toBe(true);
    expect(allSuitesRequired({ CI: 'true', KALA_REQUIRE_ALL_SUITES: '0' })).toBe(false);
  });

  it('checks only the projects a vitest command line names', () => {
    expect(projectFilter(['node', 'vitest', 'run'])).toBeUndefined();
    const asked = projectFilter(['node', 'vitest', 'run', '--project', 'web', '--project=server-*'])!;
    expect(['web', 'server-postgres', 'operations'].filter(asked)).toEqual(['web', 'server-postgres']);
  });
});

/** Runs an npm script of the repository with `env` added, as a person would; answers its exit code and output. */
function npmRun(args: string[], env: Record<string, string>) {
  const run = spawnSync('npm', args, { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the commands themselves', () => {
  // Nothing listens on port 1; CI's own marker is taken off so the skipping path is the one tried.
  const withoutPostgres = {
    TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:1/postgres',
    CI: '',
    KALA_REQUIRE_ALL_SUITES: '',
  };

  it('vitest lists no PostgreSQL suite without PostgreSQL, says why once, and passes; under CI it fails', () => {
    const projects = ['--project', 'contract', '--project', 'server-postgres', '--project', 'operations'];
    const skipped = npmRun(['exec', '--', 'vitest', 'list', ...projects], withoutPostgres);
    expect(skipped.status, skipped.output).toBe(0);
    const lines = skipped.output.split('\n').filter((line) => line.startsWith('!!! SKIPPED'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/the server-postgres suite .* PostgreSQL does not answer at 127\.0\.0\.1:1/);
    expect(lines[1]).toMatch(/the operations suite .* PostgreSQL does not answer at 127\.0\.0\.1:1/);
    expect(skipped.output).toContain('[contract]');
    expect(skipped.output).not.toMatch(/\[(server-postgres|operations)\]/);

    const required = npmRun(['exec', '--', 'vitest', 'list', ...projects], {
      ...withoutPostgres,
      KALA_REQUIRE_ALL_SUITES: '1',
    });
    expect(required.status).not.toBe(0);
    expect(required.output).toMatch(/!!! FAILED: every suite is required here .* the server-postgres suite/);
  }, 60_000);

  it('npm run test:e2e without Chromium says so once and passes; under CI it fails', () => {
    const skipped = npmRun(['run', 'test:e2e'], {
      CHROMIUM_PATH: '/nonexistent/chromium',
      CI: '',
      KALA_REQUIRE_ALL_SUITES: '',
    });
    expect(skipped.status, skipped.output).toBe(0);
    expect(skipped.output.split('\n').filter((line) => line.startsWith('!!!'))).toEqual([
      '!!! SKIPPED: the browser journeys suite (e2e, in Chromium) cannot run: Chromium is not at ' +
        '/nonexistent/chromium (set CHROMIUM_PATH if it is elsewhere). Install with: apt-get install -y chromium',
    ]);
    expect(skipped.output).not.toMatch(/Running \d+ tests?/);

    const required = npmRun(['run', 'test:e2e'], {
      CHROMIUM_PATH: '/nonexistent/chromium',
      CI: 'true',
      KALA_REQUIRE_ALL_SUITES: '',
    });
    expect(required.status).not.toBe(0);
    expect(required.output).toContain('!!! FAILED: every suite is required here');
  }, 60_000);
});
