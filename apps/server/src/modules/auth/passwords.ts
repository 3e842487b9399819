import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { AUTH_MESSAGES } from '@kala/contract/auth';
import { BadRequestError } from '../../lib/errors.ts';
import { COMMON_PASSWORDS_PATH } from '../../paths.ts';

/**
 * Password hashing and policy. argon2id (the library's default algorithm) with OWASP's recommended minimum
 * parameters: 19 MiB of memory, 2 passes, 1 lane: about 30 ms a hash on one core, costly for an attacker with a stolen
 * table. Hash strings carry their parameters, so raising them later still verifies old hashes.
 */
const HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/** Checked against when an account has no password (unknown email, Google-only), so a miss costs the same time. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('kala-dummy-password-for-even-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

let commonPasswords: Set<string> | undefined;

/** The most common passwords of the public breach lists, shipped beside this file. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(COMMON_PASSWORDS_PATH, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
  return commonPasswords.has(password.trim().toLowerCase());
}

/** Length is checked by the contract schema; this adds the list check the web cannot do. */
export function assertAcceptablePassword(password: string, field = 'password') {
  if (isCommonPassword(password)) {
    throw new BadRequestError(AUTH_MESSAGES.passwordCommon, [{ path: field, message: AUTH_MESSAGES.passwordCommon }]);
  }
}
