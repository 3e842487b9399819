import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The mails the e2e server files (DATA_DIR/mail, one .eml each; playwright.config.ts passes the directory on), read
 * as a shopper's inbox would show them.
 */

/** The newest mail to `to` that `matches`, once the outbox worker has written it. */
export async function waitForMailTo(to: string, matches: (raw: string) => boolean, what = 'a mail'): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const mailDir = path.join(dataDir, 'mail');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[];
        try {
          files = readdirSync(mailDir)
            .filter((f) => f.endsWith('.eml'))
            .sort()
            .reverse();
        } catch {
          return false; // no mail yet: the directory appears with the first one
        }
        found = files
          .map((f) => readFileSync(path.join(mailDir, f), 'utf8'))
          .find((raw) => raw.includes(`To: ${to}`) && matches(raw));
        return Boolean(found);
      },
      { timeout: 20_000, message: `${what} to ${to} in ${mailDir}` },
    )
    .toBe(true);
  return found ?? '';
}

/** The Subject header of a raw mail as text: folded lines joined, RFC 2047 words ('=?UTF-8?B?…?=') decoded. */
export function subjectOf(raw: string): string {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return folded
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
