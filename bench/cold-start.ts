/**
 * Start-up figures (issue 13 item 2): the time from spawning the server to `/api/health` answering, as a process
 * manager or a load balancer sees it, with the server's own account of the same start (its `startMs`, the time of
 * each phase and its RSS, from the line it logs once it listens).
 */
import { spawnServer, type BenchData } from './bench-server.ts';

export interface StartFigures {
  /** Spawn to the first 200 from /api/health, asked every 10 ms. */
  toHealthMs: number;
  /** What the server logged: its time from process start to listening, each phase, its RSS then. */
  server: { startMs: number; phasesMs: Record<string, number>; rssMb: number } | undefined;
}

/** Starts the server on `data`, waits for /api/health, stops it; the data stays for the next start. */
export async function measureStart(data: BenchData, port: number): Promise<StartFigures> {
  let server: StartFigures['server'];
  const started = performance.now();
  const spawned = await spawnServer(data, port, {
    waitFor: '/api/health',
    pollMs: 10,
    // The start's line is logged at info; JSON because stdout is a pipe.
    extraEnv: { LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
    onLine(line) {
      if (!line.includes('"startMs"')) return;
      const { startMs, phasesMs, rssMb } = JSON.parse(line) as NonNullable<StartFigures['server']>;
      server = { startMs, phasesMs, rssMb };
    },
  });
  const toHealthMs = performance.now() - started;
  await spawned.stop();
  return { toHealthMs, server };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The median of each phase over several starts, in the order the server logs them. */
export function medianPhases(starts: StartFigures[]): Record<string, number> {
  const logged = starts.flatMap((s) => (s.server ? [s.server.phasesMs] : []));
  const names = Object.keys(logged[0] ?? {});
  return Object.fromEntries(names.map((name) => [name, Math.round(median(logged.map((p) => p[name] ?? 0)))]));
}
