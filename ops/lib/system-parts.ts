import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';

/**
 * What the test suites need from the machine rather than from npm (HAProxy, redis-server, PostgreSQL, Chromium), and
 * what `npm test` does when one is missing: the suite that needs it is skipped with one loud line naming the Debian
 * package to install, and the other suites run. CI (`.ci/run` sets KALA_REQUIRE_ALL_SUITES=1; `CI=true` counts too)
 * installs them all, and there a missing part fails the run instead, so a suite can never be skipped unseen.
 *
 * vitest.config.ts reads it for the `server-postgres` and `operations` projects, e2e/run-journeys.ts for the browser
 * journeys; ops/cluster and ops/lib find their programs through it, so the check and the use look in one place.
 */
export type Env = Record<string, string | undefined>;

/** A program the suites run, where it is looked for, and the variable that points elsewhere. */
interface Program {
  name: string;
  debianPackage: string;
  envVar: string;
  defaultPath: string;
}

const PROGRAMS = {
  haproxy: { name: 'HAProxy', debianPackage: 'haproxy', envVar: 'HAPROXY_PATH', defaultPath: '/usr/sbin/haproxy' },
  redis: {
    name: 'redis-server',
    debianPackage: 'redis-server',
    envVar: 'REDIS_SERVER_PATH',
    defaultPath: '/usr/bin/redis-server',
  },
  // The fault suite runs a private PostgreSQL of its own (ops/lib/private-postgres.ts): initdb and pg_ctl.
  postgresPrograms: {
    name: "PostgreSQL's server programs (pg_ctl)",
    debianPackage: 'postgresql-15',
    envVar: 'POSTGRES_BIN_DIR',
    defaultPath: '/usr/lib/postgresql/15/bin',
  },
  chromium: { name: 'Chromium', debianPackage: 'chromium', envVar: 'CHROMIUM_PATH', defaultPath: '/usr/bin/chromium' },
} satisfies Record<string, Program>;

export type ProgramName = keyof typeof PROGRAMS;

/** Where the suites look for `program`: its variable when set, else where Debian's package puts it. */
export function programPath(program: ProgramName, env: Env = process.env): string {
  const { envVar, defaultPath } = PROGRAMS[program];
  return env[envVar] || defaultPath;
}

/** The file whose presence says the program is installed (for PostgreSQL's programs, pg_ctl in their directory). */
function programFile(program: ProgramName, env: Env): string {
  const where = programPath(program, env);
  return program === 'postgresPrograms' ? path.join(where, 'pg_ctl') : where;
}

/** A part a suite needs that this machine lacks: what it is, why it counts as missing, the package that brings it. */
export interface MissingPart {
  name: string;
  reason: string;
  debianPackage: string;
}

/** What a suite needs: programs on disk, and a PostgreSQL that answers at TEST_DATABASE_URL. */
export interface Suite {
  name: string;
  /** Where its tests are, for the line that says it was skipped. */
  where: string;
  programs: ProgramName[];
  postgres: boolean;
}

export const SUITES = {
  serverPostgres: {
    name: 'server-postgres',
    where: 'apps/server on PostgreSQL',
    programs: [],
    postgres: true,
  },
  operations: {
    name: 'operations',
    where: 'ops/cluster and ops/faults: real servers behind HAProxy',
    programs: ['haproxy', 'redis', 'postgresPrograms'],
    postgres: true,
  },
  journeys: { name: 'browser journeys', where: 'e2e, in Chromium', programs: ['chromium'], postgres: false },
} satisfies Record<string, Suite>;

/** How the machine is looked at; tests pass their own. */
export interface Probes {
  exists(file: string): boolean;
  /** Whether something accepts TCP connections at host:port. */
  listening(host: string, port: number): Promise<boolean>;
}

export const MACHINE: Probes = { exists: existsSync, listening: tcpAnswers };

/** The parts `suite` needs that are missing, in the order the suite lists them (none: it can run). */
export async function missingParts(suite: Suite, env: Env = process.env, probes = MACHINE): Promise<MissingPart[]> {
  const missing: MissingPart[] = [];
  if (suite.postgres) {
    const problem = await postgresProblem(env, probes);
    if (problem) missing.push({ name: 'PostgreSQL', reason: problem, debianPackage: 'postgresql' });
  }
  for (const program of suite.programs) {
    const { name, envVar, debianPackage } = PROGRAMS[program];
    const file = programFile(program, env);
    if (!probes.exists(file))
      missing.push({ name, reason: `is not at ${file} (set ${envVar} if it is elsewhere)`, debianPackage });
  }
  return missing;
}

/** Why the PostgreSQL suites cannot reach their database, or undefined when something answers there. */
async function postgresProblem(env: Env, probes: Probes): Promise<string | undefined> {
  const url = env.TEST_DATABASE_URL;
  if (!url) return 'is not configured: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres)';
  let host: string;
  let port: number;
  try {
    const parsed = new URL(url);
    host = parsed.hostname || '127.0.0.1';
    port = Number(parsed.port || 5432);
  } catch {
    return 'is not configured: TEST_DATABASE_URL is not a URL';
  }
  // A socket directory (postgres://…@%2Fvar%2Frun%2Fpostgresql/…) is not probed: the suite reports it itself.
  if (host.startsWith('%2F') || host.startsWith('/')) return undefined;
  return (await probes.listening(host, port)) ? undefined : `does not answer at ${host}:${port} (TEST_DATABASE_URL)`;
}

/** Whether CI asked for every suite: KALA_REQUIRE_ALL_SUITES=1, or CI=true unless KALA_REQUIRE_ALL_SUITES=0. */
export function allSuitesRequired(env: Env = process.env): boolean {
  const asked = env.KALA_REQUIRE_ALL_SUITES;
  if (asked !== undefined && asked !== '') return asked === '1' || asked === 'true';
  return env.CI === 'true' || env.CI === '1';
}

/**
 * The one line a run prints for a suite it does not run: what is missing and the command that installs it. When
 * every suite is required it says the run fails instead.
 */
export function skipLine(suite: Suite, missing: MissingPart[], required: boolean): string {
  const parts = missing.map((part) => `${part.name} ${part.reason}`).join('; ');
  const packages = [...new Set(missing.map((part) => part.debianPackage))].join(' ');
  const verdict = required ? 'FAILED: every suite is required here (KALA_REQUIRE_ALL_SUITES / CI), and' : 'SKIPPED:';
  return (
    `!!! ${verdict} the ${suite.name} suite (${suite.where}) cannot run: ${parts}. ` +
    `Install with: apt-get install -y ${packages}`
  );
}

/** Whether 127.0.0.1-style `host`:`port` accepts a TCP connection within `timeoutMs`. */
export function tcpAnswers(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

/**
 * The suites of `suites` this run can take, after checking each: a suite with every part runs; one without is
 * skipped with its line passed to `say`, or, when every suite is required, the run stops with all their lines.
 */
export async function runnableSuites<S extends Suite>(
  suites: S[],
  options: { env?: Env; probes?: Probes; say: (line: string) => void },
): Promise<S[]> {
  const env = options.env ?? process.env;
  const required = allSuitesRequired(env);
  const checked = await Promise.all(
    suites.map(async (suite) => ({ suite, missing: await missingParts(suite, env, options.probes) })),
  );
  const lines = checked
    .filter(({ missing }) => missing.length > 0)
    .map(({ suite, missing }) => skipLine(suite, missing, required));
  if (required && lines.length > 0) throw new Error(lines.join('\n'));
  for (const line of lines) options.say(line);
  return checked.filter(({ missing }) => missing.length === 0).map(({ suite }) => suite);
}

/**
 * The projects named on a vitest command line (`--project web`, `--project=server-*`), or undefined when none is,
 * so a run of one project checks (and talks about) nothing else. `*` matches anything, as vitest reads it.
 */
export function projectFilter(argv: string[]): ((name: string) => boolean) | undefined {
  const patterns: string[] = [];
  argv.forEach((arg, i) => {
    if (arg === '--project' && argv[i + 1]) patterns.push(argv[i + 1]!);
    else if (arg.startsWith('--project=')) patterns.push(arg.slice('--project='.length));
  });
  if (patterns.length === 0) return undefined;
  const matchers = patterns.map(
    (pattern) =>
      new RegExp(
        `^${pattern
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      ),
  );
  return (name) => matchers.some((matcher) => matcher.test(name));
}
