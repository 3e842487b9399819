import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { emailSchema, newPasswordSchema } from '@kala/contract/auth';
import { ConfigError, loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../app.ts';
import { DirectoryLockedError } from '../db/directory-lock.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { createSessionTokens } from '../modules/auth/session-tokens.ts';

/**
 * `npm run create-admin [-- --email a@b.c --password … --name …]`: makes that admin exist (created, or promoted with
 * the new password) in the configured database (DATABASE_URL, else PGlite in DATA_DIR). Missing values come from
 * ADMIN_EMAIL / ADMIN_PASSWORD, else are asked for (the password without echo).
 */
const USAGE = 'Usage: npm run create-admin -- --email admin@example.com [--password …] [--name "Store Admin"]';

async function ask(question: string, hidden = false): Promise<string> {
  if (!process.stdin.isTTY) throw new Error(`${question.trim()} is required (no terminal to ask on).\n${USAGE}`);
  if (!hidden) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    try {
      return (await rl.question(question)).trim();
    } finally {
      rl.close();
    }
  }
  // Reads a line with echo off, so the password never shows on screen or in the terminal's scrollback.
  process.stdout.write(question);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  process.stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          cleanup();
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          cleanup();
          reject(new Error('cancelled'));
          return;
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    const cleanup = () => {
      process.stdin.off('data', onData);
      process.stdin.setRawMode(false);
      process.stdin.pause();
    };
    process.stdin.on('data', onData);
  });
}

function check<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
  return result.data;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean' },
    },
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const email = check(emailSchema, values.email ?? config.admin?.email ?? (await ask('Admin email: ')));
  const password = check(
    newPasswordSchema,
    values.password ?? config.admin?.password ?? (await ask('Password (8-128 characters): ', true)),
  );

  const database = await openConfiguredDatabase(config);
  try {
    const auth = createAuthService({
      repository: createAuthRepository(database.db),
      tokens: createSessionTokens(config.jwtSecret),
      google: undefined,
      publicUrl: config.publicUrl,
      storeName: config.storeName,
    });
    const { status, user } = await auth.ensureAdmin({ email, password, ...(values.name ? { name: values.name } : {}) });
    const said = {
      created: 'Created admin',
      updated: 'Updated admin (role admin, new password; older sessions ended)',
      unchanged: 'Admin already set up with that password',
    };
    console.log(`${said[status]}: ${user.email}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DirectoryLockedError) {
    console.error(
      `${error.message}\nThe embedded database is in use: stop the server first, or point DATABASE_URL at PostgreSQL.`,
    );
  } else if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
