import { describe, expect, it } from 'vitest';
import { killNineUnderLoad } from './kill9.ts';
import { FROZEN_BOUND_MS, postgresFreezeUnderLoad } from './postgres-freeze.ts';
import { postgresRestartUnderLoad } from './postgres-restart.ts';
import { kill9Verdict, postgresFreezeVerdict, postgresVerdict } from './verdicts.ts';

/**
 * Three faults under order load, short versions of `npm run fault` (issue 12 item 2), each on its own two-instance
 * cluster behind HAProxy: a server killed with SIGKILL, PostgreSQL restarted, and PostgreSQL frozen. The longer runs and the other
 * faults (Redis down, slow providers, SIGTERM) are scripts whose figures are in docs/faults.md.
 */
const basePort = Number(process.env.FAULTS_TEST_PORT ?? 7270);

describe('faults under order load', () => {
  it('kill -9 of one instance: every order answered exists whole, the survivor carries on', async () => {
    const report = await killNineUnderLoad({
      basePort,
      beforeMs: 1_500,
      afterMs: 2_500,
      concurrency: 6,
      restart: false,
    });
    expect(report.load.ok).toBeGreaterThan(0);
    expect(report.survivor.okAfterKill).toBeGreaterThan(0);
    expect(report.audit).toMatchObject({ lost: 0, unanswered: 0, withoutItems: 0, keysWithTwoOrders: 0 });
    expect(report.audit.stockTaken).toBe(report.audit.piecesOrdered);
    expect(kill9Verdict(report)).toEqual([]);
  }, 90_000);

  it('PostgreSQL restarted: clean 503s in the envelope, not ready meanwhile, no crash, serving again', async () => {
    const report = await postgresRestartUnderLoad({
      basePort,
      postgresPort: basePort + 10,
      beforeMs: 1_500,
      downMs: 2_000,
      afterMs: 4_000,
      concurrency: 6,
    });
    expect(report.outage.storeEnvelope503 + report.outage.proxyEnvelope503).toBeGreaterThan(0);
    expect(report.outage.other).toBe(0);
    expect(report.recovery.sameProcesses).toBe(true);
    expect(report.recovery.firstOrderAfterStartMs).toBeDefined();
    expect(postgresVerdict(report)).toEqual([]);
  }, 90_000);

  it("PostgreSQL frozen (SIGSTOP): every request still ends, in a 503 within the pool's bound; serving again after", async () => {
    const report = await postgresFreezeUnderLoad({
      basePort,
      postgresPort: basePort + 10,
      beforeMs: 1_500,
      // Longer than a statement's answer bound (12 s), so requests in flight meet it.
      frozenMs: 15_000,
      afterMs: 4_000,
      concurrency: 6,
    });
    console.log(`PostgreSQL frozen: ${JSON.stringify(report.frozen)}; ${JSON.stringify(report.recovery)}`);
    expect(report.frozen.storeEnvelope503).toBeGreaterThan(0);
    expect(report.frozen.other).toBe(0);
    expect(report.frozen.maxMs).toBeLessThanOrEqual(FROZEN_BOUND_MS);
    expect(report.recovery.sameProcesses).toBe(true);
    expect(report.recovery.firstOrderAfterThawMs).toBeDefined();
    expect(postgresFreezeVerdict(report)).toEqual([]);
  }, 120_000);
});
