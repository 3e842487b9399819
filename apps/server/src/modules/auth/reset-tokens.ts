import { createHash, randomBytes } from 'node:crypto';

/** Reset links are valid for one hour (issue 4). */
export const RESET_TOKEN_SECONDS = 3600;

/** A fresh reset token: 32 random bytes in base64url, sent only in the mail. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked table cannot reset anyone's password. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
