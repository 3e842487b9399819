import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/index.ts';

/**
 * Sign-in slow-down (issue 4, issue 16; decision 003), in two layers:
 *
 * - per account and client address: after `freeFailures` failures from one address, each further attempt from it
 *   must wait `baseDelaySeconds · 2^(failures − freeFailures)` seconds after the last one, up to `maxDelaySeconds`
 *   (5 free tries, then 30 s, 1 min, 2 min, … 15 min: about a hundred guesses a day from one address);
 * - per account as a whole, only once failures came from `accountAddresses` different addresses (many, so one
 *   address failing someone's sign-in never locks the owner out) and number `accountFreeFailures` or more: then
 *   every address waits in the same doubling way.
 *
 * An attempt is claimed (counted as a failure) under a row lock before the password is checked, so parallel guesses
 * get no more verdicts than sequential ones; a success gives its claim back and clears its address's count. An email
 * with no account is counted in the same table under a hash of the email, so the 429 tells nothing about which
 * emails exist, and every instance on the database shares the counts. Failures are forgotten after a day.
 */
export interface LoginThrottleSettings {
  freeFailures: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** Different failing addresses before the account as a whole slows down. */
  accountAddresses: number;
  /** Failures of the whole account before it slows down (with `accountAddresses` addresses). */
  accountFreeFailures: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleSettings = {
  freeFailures: 5,
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  accountAddresses: 10,
  accountFreeFailures: 20,
};

const FORGET_AFTER_MS = 24 * 3600 * 1000;
const PRUNE_EVERY_MS = 3600 * 1000;

export interface FailureState {
  count: number;
  last: Date | null;
}

/** Effective failure count: a day without failures starts over. */
export function currentCount(state: FailureState, nowMs: number): number {
  return state.last && nowMs - state.last.getTime() <= FORGET_AFTER_MS ? state.count : 0;
}

/** Seconds to wait before the next attempt may be checked after `free` free failures, or 0 when it may go now. */
export function secondsToWait(
  state: FailureState,
  nowMs: number,
  settings: Pick<LoginThrottleSettings, 'baseDelaySeconds' | 'maxDelaySeconds'>,
  free: number,
): number {
  const count = currentCount(state, nowMs);
  if (!state.last || count < free) return 0;
  const since = nowMs - state.last.getTime();
  const delay = Math.min(settings.maxDelaySeconds, settings.baseDelaySeconds * 2 ** (count - free));
  return Math.max(0, Math.ceil((delay * 1000 - since) / 1000));
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** The throttle's name for an account: its id, or a hash of an email that has no account. */
export const accountSubject = (account: { userId: string } | { email: string }) =>
  'userId' in account ? `u:${account.userId}` : `e:${shortHash(account.email.toLowerCase())}`;

/**
 * The throttle's name for a client address: IPv4 as it is, IPv6 by its /64 (one household or server gets a whole
 * /64, so counting single IPv6 addresses would let one machine pose as billions), hashed.
 */
export function addressKey(ip: string): string {
  let address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) address = mapped[1];
  if (isIP(address) === 6) address = `${ipv6Prefix64(address)}::/64`;
  return shortHash(address);
}

function ipv6Prefix64(address: string): string {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return groups
    .slice(0, 4)
    .map((g) => (g.includes('.') ? '0' : g.replace(/^0+(?=.)/, '')))
    .join(':');
}

export type LoginClaim =
  | { ok: true; subject: string; pairKey: string; address: string; addedAddress: boolean }
  | { ok: false; retryAfterSeconds: number };

/** Sign-in attempt bookkeeping on the database (one table, shared by every instance). */
export function createLoginThrottle(db: Db, options: { settings?: Partial<LoginThrottleSettings> } = {}) {
  const settings = { ...DEFAULT_LOGIN_THROTTLE, ...options.settings };
  let lastPrune = 0;

  /** Old rows are dropped at most once an hour per instance. */
  async function pruneIfDue(nowMs: number) {
    if (nowMs - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = nowMs;
    const before = new Date(nowMs - FORGET_AFTER_MS);
    await db
      .delete(loginThrottle)
      .where(or(lt(loginThrottle.lastFailureAt, before), isNull(loginThrottle.lastFailureAt)));
  }

  return {
    settings,

    /**
     * Claims one attempt for `subject` from `ip` before its password is checked: refused (with the seconds to wait)
     * while the address or the account is slowed down, else counted as a failure until `succeeded` gives it back.
     * Both rows are locked in key order for the decision, so parallel attempts queue here and each sees the last.
     */
    async claim(subject: string, ip: string, nowMs: number): Promise<LoginClaim> {
      await pruneIfDue(nowMs);
      const address = addressKey(ip);
      const pairKey = `${subject}|${address}`;
      const at = new Date(nowMs);
      return db.transaction(async (tx) => {
        // The account key is a prefix of the pair key, so both are always inserted and locked in the same order.
        await tx
          .insert(loginThrottle)
          .values([
            { key: subject, subject },
            { key: pairKey, subject },
          ])
          .onConflictDoNothing();
        const rows = await tx
          .select()
          .from(loginThrottle)
          .where(inArray(loginThrottle.key, [subject, pairKey]))
          .orderBy(loginThrottle.key)
          .for('update');
        const account = rows.find((r) => r.key === subject);
        const pair = rows.find((r) => r.key === pairKey);
        if (!account || !pair) throw new Error('login throttle rows vanished');

        const pairState = { count: pair.failures, last: pair.lastFailureAt };
        const accountState = { count: account.failures, last: account.lastFailureAt };
        const accountFresh = currentCount(accountState, nowMs) > 0;
        const addresses = accountFresh ? account.addresses : [];
        const pairWait = secondsToWait(pairState, nowMs, settings, settings.freeFailures);
        const accountWait =
          addresses.length >= settings.accountAddresses
            ? secondsToWait(accountState, nowMs, settings, settings.accountFreeFailures)
            : 0;
        const wait = Math.max(pairWait, accountWait);
        if (wait > 0) return { ok: false as const, retryAfterSeconds: wait };

        const addedAddress = !addresses.includes(address) && addresses.length < settings.accountAddresses;
        await tx
          .update(loginThrottle)
          .set({ failures: currentCount(pairState, nowMs) + 1, lastFailureAt: at })
          .where(eq(loginThrottle.key, pairKey));
        await tx
          .update(loginThrottle)
          .set({
            failures: currentCount(accountState, nowMs) + 1,
            lastFailureAt: at,
            addresses: addedAddress ? [...addresses, address] : addresses,
          })
          .where(eq(loginThrottle.key, subject));
        return { ok: true as const, subject, pairKey, address, addedAddress };
      });
    },

    /** The right password: this address starts over, and the account gets back the failure its claim counted. */
    async succeeded(claim: Extract<LoginClaim, { ok: true }>) {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, claim.pairKey));
      await db
        .update(loginThrottle)
        .set({
          failures: sql`greatest(${loginThrottle.failures} - 1, 0)`,
          ...(claim.addedAddress ? { addresses: sql`array_remove(${loginThrottle.addresses}, ${claim.address})` } : {}),
        })
        .where(eq(loginThrottle.key, claim.subject));
    },

    /** Forgets every failure of an account (its password was just reset or changed: the owner is back). */
    async clear(subject: string) {
      await db.delete(loginThrottle).where(eq(loginThrottle.subject, subject));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
