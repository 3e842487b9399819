import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/passwords.ts';

export const DEMO_ADMIN = { email: 'admin@kala.local', name: 'Kala Admin' } as const;
export const CREDENTIALS_FILE = 'admin-credentials.txt';

/** 24 characters of base64url: 144 random bits, never on any list of common passwords. */
const newPassword = () => randomBytes(18).toString('base64url');

async function anyAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return row !== undefined;
}

export type DemoAdminResult =
  | { status: 'created'; email: string; password: string; file: string }
  | { status: 'exists'; file: string | undefined }
  | { status: 'email-taken' };

/**
 * Issue 11 item 8 (decision 014): a fresh clone started without ADMIN_EMAIL gets one admin, so the panel can be
 * tried at once, with a password drawn at random on that first start (never a default anyone could look up). The
 * password is written to DATA_DIR/admin-credentials.txt (readable only by the server's user) and printed once in
 * the log. Once any admin exists nothing is made again, so later starts keep the same password.
 */
export async function ensureDemoAdmin(options: {
  db: Db;
  auth: AuthRepository;
  dataDir: string;
  publicUrl: string;
  logger: FastifyBaseLogger;
  now?: () => number;
}): Promise<DemoAdminResult> {
  const { db, auth, dataDir, logger } = options;
  const file = path.join(dataDir, CREDENTIALS_FILE);
  if (await anyAdmin(db)) {
    if (existsSync(file)) logger.info(`Admin sign-in details from the first start are in ${file}`);
    return { status: 'exists', file: existsSync(file) ? file : undefined };
  }

  const password = newPassword();
  const at = new Date((options.now ?? Date.now)());
  // The file is written before the account exists and moved into place once it does: no admin whose password
  // was lost, and no file naming an account that was never made.
  await mkdir(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.tmp`;
  await rm(draft, { force: true });
  await writeFile(
    draft,
    [
      `Kala admin account, made at the first start (${at.toISOString()}).`,
      `Sign in at ${options.publicUrl}/login`,
      `Email:    ${DEMO_ADMIN.email}`,
      `Password: ${password}`,
      '',
      'Change the password after signing in, or set ADMIN_EMAIL and ADMIN_PASSWORD (or run npm run create-admin)',
      'to name your own admin. This file is not read by the server: delete it once you have kept the password.',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  const created = await auth.insertUser({
    name: DEMO_ADMIN.name,
    email: DEMO_ADMIN.email,
    passwordHash: await hashPassword(password),
    role: 'admin',
    // The operator's own machine made it; like an ADMIN_EMAIL admin, the address counts as vouched for.
    emailVerifiedAt: at,
  });
  if (!created) {
    await rm(draft, { force: true });
    // Someone holds that email as a shopper (or another instance made the admin this moment). Never promote an
    // account someone else may control: the operator names the admin instead.
    if (await anyAdmin(db)) return { status: 'exists', file: existsSync(file) ? file : undefined };
    logger.error(
      `No admin account exists and ${DEMO_ADMIN.email} is taken by another account: set ADMIN_EMAIL and ADMIN_PASSWORD, or run npm run create-admin`,
    );
    return { status: 'email-taken' };
  }
  await rename(draft, file);
  logger.warn(
    `Admin account created: sign in at ${options.publicUrl}/login as ${DEMO_ADMIN.email} with password ${password} (saved in ${file}; shown only this once)`,
  );
  return { status: 'created', email: DEMO_ADMIN.email, password, file };
}
