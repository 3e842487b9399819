/**
 * CPU time of processes (user + system, from /proc/<pid>/stat, Linux), to give a round's CPU per journey for each
 * party on the machine's cores: the store's server, the PostgreSQL backends serving its database, and the load
 * generator itself. On a busy machine latencies mostly measure the wait for a core; CPU time per journey is what an
 * order costs whatever else runs.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** ms of CPU the process has used, or undefined once it is gone. */
export function cpuMillisOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) : state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** The backends connected to the database of `databaseUrl` (the server's pool), but not this query's own. */
async function backendPids(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

export interface CpuSnapshot {
  server: number;
  bench: number;
  backends: Map<number, number>;
}

export async function snapshotCpu(serverPid: number, databaseUrl: string | undefined): Promise<CpuSnapshot> {
  const backends = new Map<number, number>();
  for (const pid of databaseUrl ? await backendPids(databaseUrl) : []) backends.set(pid, cpuMillisOf(pid) ?? 0);
  const usage = process.cpuUsage();
  return { server: cpuMillisOf(serverPid) ?? 0, bench: (usage.user + usage.system) / 1000, backends };
}

/**
 * CPU ms per journey between two snapshots. PostgreSQL counts the backends alive at the end (a backend the pool closed
 * during the round is missed, so that figure is a floor).
 */
export function cpuPerJourney(before: CpuSnapshot, after: CpuSnapshot, journeys: number, databaseUrl?: string) {
  let postgres = 0;
  for (const [pid, millis] of after.backends) postgres += millis - (before.backends.get(pid) ?? 0);
  const per = (millis: number) => Math.round((millis / Math.max(1, journeys)) * 100) / 100;
  return {
    server: per(after.server - before.server),
    postgres: databaseUrl ? per(postgres) : undefined,
    bench: per(after.bench - before.bench),
  };
}
