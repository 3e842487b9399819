/**
 * Polls each instance's own GET /api/ready (past the proxy) while a fault runs, to show what a load balancer sees.
 */
export interface ReadinessSample {
  /** ms since the watch started (the same clock as the load when started together). */
  at: number;
  instance: string;
  /** 200, 503, or 0 when the instance did not answer. */
  status: number;
}

export function watchReadiness(
  instances: readonly { name: string; url: string }[],
  everyMs = 250,
  startedAt = Date.now(),
) {
  const samples: ReadinessSample[] = [];
  let running = true;
  const loops = instances.map(async (instance) => {
    while (running) {
      const at = Date.now() - startedAt;
      const status = await fetch(`${instance.url}/api/ready`, { signal: AbortSignal.timeout(2_000) }).then(
        (answer) => answer.status,
        () => 0,
      );
      samples.push({ at, instance: instance.name, status });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  });
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}

/** Per instance, over [from, to): how many checks answered each status. */
export function readinessBetween(samples: readonly ReadinessSample[], from: number, to: number) {
  const counts: Record<string, Record<string, number>> = {};
  for (const sample of samples) {
    if (sample.at < from || sample.at >= to) continue;
    const byStatus = (counts[sample.instance] ??= {});
    byStatus[sample.status] = (byStatus[sample.status] ?? 0) + 1;
  }
  return counts;
}

/** Per instance, the first check at or after `from` that answered 200, in ms after `from`. */
export function readyAgainAfter(samples: readonly ReadinessSample[], from: number) {
  const first: Record<string, number> = {};
  for (const sample of [...samples].sort((a, b) => a.at - b.at)) {
    if (sample.at >= from && sample.status === 200 && first[sample.instance] === undefined) {
      first[sample.instance] = sample.at - from;
    }
  }
  return first;
}
