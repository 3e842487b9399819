import type { killNineUnderLoad } from './kill9.ts';
import { FROZEN_BOUND_MS, type postgresFreezeUnderLoad } from './postgres-freeze.ts';
import type { postgresRestartUnderLoad } from './postgres-restart.ts';
import type { redisDownUnderLoad } from './redis-down.ts';
import type { sigtermUnderLoad } from './sigterm.ts';
import type { slowProvidersUnderLoad } from './slow-providers.ts';

/**
 * What each fault must show (issue 12 item 2), as sentences for whatever a report breaks; an empty list is a pass.
 * The scripts print them, and the operations tests assert them.
 */
const SHIPPING_DOWN = 'Shipping rates are unavailable right now. Please try again in a moment.';
const PAYMENT_CREATE_FAILED = 'Failed to create payment order';

export function kill9Verdict(report: Awaited<ReturnType<typeof killNineUnderLoad>>): string[] {
  const broken = [...report.problems];
  if (report.survivor.okAfterKill === 0) broken.push('the survivor placed no order after the kill');
  if (report.survivor.answeredByVictimAfterKill > 0) broken.push('answers came from the killed instance');
  if (report.unknownOutcomes.stillFailing > 0) broken.push('a same-key retry still failed after the kill');
  if (report.rejoined && !report.rejoined.servedBy[report.conditions.killed]) {
    broken.push('the restarted instance took no orders');
  }
  return broken;
}

export function postgresVerdict(report: Awaited<ReturnType<typeof postgresRestartUnderLoad>>): string[] {
  const broken = [...report.problems];
  if (report.outage.other > 0) broken.push(`${report.outage.other} answers during the outage were not a 503`);
  if (report.outage.noAnswer > 0) broken.push(`${report.outage.noAnswer} requests got no answer (a hang or a cut)`);
  if (report.outage.storeEnvelope503 + report.outage.proxyEnvelope503 === 0) {
    broken.push('no request met the outage (it was too short to see)');
  }
  if (report.recovery.firstOrderAfterStartMs === undefined)
    broken.push('no order succeeded after PostgreSQL came back');
  if (!report.recovery.sameProcesses) broken.push('a server process exited or was restarted');
  for (const [instance, counts] of Object.entries(report.recovery.readinessDuringOutage)) {
    if (Object.keys(counts).some((status) => status !== '503')) {
      broken.push(`${instance}'s /api/ready did not answer 503 throughout the outage: ${JSON.stringify(counts)}`);
    }
  }
  return broken;
}

export function postgresFreezeVerdict(report: Awaited<ReturnType<typeof postgresFreezeUnderLoad>>): string[] {
  const broken = [...report.problems];
  const { frozen, recovery } = report;
  if (frozen.other > 0) broken.push(`${frozen.other} answers while PostgreSQL was frozen were not a 503`);
  if (frozen.noAnswer > 0) broken.push(`${frozen.noAnswer} requests got no answer while PostgreSQL was frozen`);
  if (frozen.storeEnvelope503 === 0) broken.push("no request waited on the frozen database (the store's own 503)");
  if (frozen.maxMs > FROZEN_BOUND_MS) {
    broken.push(`a request waited ${frozen.maxMs} ms on the frozen database (bound ${FROZEN_BOUND_MS} ms)`);
  }
  if (recovery.firstOrderAfterThawMs === undefined) broken.push('no order succeeded after PostgreSQL ran again');
  if (!recovery.sameProcesses) broken.push('a server process exited or was restarted');
  for (const [instance, counts] of Object.entries(recovery.readinessWhileFrozen)) {
    // Not ready is a 503, or no answer within the watch's 2 s (HAProxy's check counts both as failed).
    if (counts['200']) broken.push(`${instance}'s /api/ready said ready while PostgreSQL was frozen`);
  }
  return broken;
}

export function redisVerdict(report: Awaited<ReturnType<typeof redisDownUnderLoad>>): string[] {
  const broken = [...report.problems];
  if (report.outage.failed > 0) broken.push(`${report.outage.failed} orders failed while Redis was down`);
  if (report.outage.productEditSeenOnOtherInstanceMs === undefined) {
    broken.push('a product edit never reached the other instance while Redis was down');
  }
  if (report.recovery.productEditSeenOnOtherInstanceMs === undefined) {
    broken.push('a product edit never reached the other instance after Redis came back');
  }
  if (!report.outage.newsletterLimitOfOneAddressOnOneInstance.endsWith('429')) {
    broken.push('the rate limit did not hold while Redis was down');
  }
  for (const [instance, lines] of Object.entries(report.logLines)) {
    if (lines['Redis unavailable'] !== 2) {
      broken.push(`${instance} logged the outage ${lines['Redis unavailable']} times (once per feature expected)`);
    }
  }
  return broken;
}

export function slowProvidersVerdict(report: Awaited<ReturnType<typeof slowProvidersUnderLoad>>): string[] {
  const broken = [...report.problems];
  for (const phase of report.phases) {
    for (const label of Object.keys(phase.failures)) {
      if (label !== `503 ${SHIPPING_DOWN}` && label !== `502 ${PAYMENT_CREATE_FAILED}`) {
        broken.push(`${phase.phase}: an answer outside the spec's messages: ${label}`);
      }
    }
    // The slowest answer is bounded by the provider's timeout (10 s at most) and a little work.
    if (phase.maxMs > 12_000) broken.push(`${phase.phase}: a shopper waited ${phase.maxMs} ms`);
  }
  if (report.settled.stillFailing > 0) broken.push('orders still failed once the providers answered again');
  if (report.razorpay.paymentsTaken > 0) broken.push('a payment was taken during the run');
  return broken;
}

export function sigtermVerdict(report: Awaited<ReturnType<typeof sigtermUnderLoad>>): string[] {
  const broken = [...report.problems];
  if (report.drain.failed > 0) broken.push(`${report.drain.failed} requests failed around the SIGTERM`);
  if (report.rejoined.servedByIt === 0) broken.push('the restarted instance took no orders');
  return broken;
}
