import { readFileSync } from 'node:fs';

/** A process's resident memory in MB (MiB, as the server's own `rssMb` log field counts). */
export interface ProcessMemory {
  /** Resident set now (VmRSS). */
  rssMb: number;
  /** The highest resident set since the process started (VmHWM). */
  peakRssMb: number;
}

/** Reads another process's memory from Linux's /proc (the machines the benchmarks run on are Linux). */
export function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
    return Math.round(Number(match[1]) / 1024);
  };
  return { rssMb: mb('VmRSS'), peakRssMb: mb('VmHWM') };
}
