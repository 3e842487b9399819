/**
 * The fault scripts (issue 12 item 2): each starts two Kala servers behind HAProxy (ops/cluster), puts an order load
 * on them through the proxy, injects one fault, and prints its figures and whether the store behaved.
 *
 *   npm run fault -- kill9 | postgres-restart | postgres-freeze | redis-down | slow-providers | sigterm | all
 *
 * FAULT_PORT (default 7240) is the proxy's port; the instances take the next two, a private Redis the one after, a
 * private PostgreSQL (restart, freeze) FAULT_PORT + 10 and the provider relays FAULT_PORT + 20 and + 21. Each run stops everything it
 * started (and a watchdog does, should the script be killed); figures are in docs/faults.md.
 */
import os from 'node:os';
import { printReport } from './figures.ts';
import { killNineUnderLoad } from './kill9.ts';
import { postgresFreezeUnderLoad } from './postgres-freeze.ts';
import { postgresRestartUnderLoad } from './postgres-restart.ts';
import { redisDownUnderLoad } from './redis-down.ts';
import { sigtermUnderLoad } from './sigterm.ts';
import { slowProvidersUnderLoad } from './slow-providers.ts';
import {
  kill9Verdict,
  postgresFreezeVerdict,
  postgresVerdict,
  redisVerdict,
  sigtermVerdict,
  slowProvidersVerdict,
} from './verdicts.ts';

const basePort = Number(process.env.FAULT_PORT ?? 7240);
const log = (line: string) => console.log(`  ${line}`);

const FAULTS: Record<string, () => Promise<{ report: object; broken: string[] }>> = {
  kill9: async () => {
    const report = await killNineUnderLoad({ basePort, log });
    return { report, broken: kill9Verdict(report) };
  },
  'postgres-restart': async () => {
    const report = await postgresRestartUnderLoad({ basePort, log });
    return { report, broken: postgresVerdict(report) };
  },
  'postgres-freeze': async () => {
    const report = await postgresFreezeUnderLoad({ basePort, log });
    return { report, broken: postgresFreezeVerdict(report) };
  },
  'redis-down': async () => {
    const report = await redisDownUnderLoad({ basePort, log });
    return { report, broken: redisVerdict(report) };
  },
  'slow-providers': async () => {
    const report = await slowProvidersUnderLoad({ basePort, log });
    return { report, broken: slowProvidersVerdict(report) };
  },
  sigterm: async () => {
    const report = await sigtermUnderLoad({ basePort, log });
    return { report, broken: sigtermVerdict(report) };
  },
};

const asked = process.argv[2] ?? '';
const names = asked === 'all' ? Object.keys(FAULTS) : [asked];
if (names.some((name) => !FAULTS[name])) {
  console.error(`usage: npm run fault -- ${Object.keys(FAULTS).join(' | ')} | all`);
  process.exit(2);
}

console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`);
let failed = false;
for (const name of names) {
  console.log(`\n# ${name}`);
  const { report, broken } = await FAULTS[name]!();
  printReport(name, report);
  if (broken.length === 0) console.log(`\n${name}: the store behaved`);
  else {
    failed = true;
    console.log(`\n${name}: FAILED\n${broken.map((line) => `  - ${line}`).join('\n')}`);
  }
}
process.exit(failed ? 1 : 0);
