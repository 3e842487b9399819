import { readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { programPath } from '../lib/system-parts.ts';

/** Debian's package puts it at /usr/sbin/haproxy (`.ci/run` installs it on a clean machine); HAPROXY_PATH overrides. */
export const HAPROXY = programPath('haproxy');

const TEMPLATE = new URL('./haproxy.cfg', import.meta.url);

/** HAProxy's configuration for these instances: the template kept in the repository with its placeholders filled. */
export function writeHaproxyConfig(options: {
  file: string;
  proxyPort: number;
  statsSocket: string;
  servers: { name: string; port: number }[];
}) {
  const servers = options.servers.map((s) => `    server ${s.name} 127.0.0.1:${s.port}`).join('\n');
  const text = readFileSync(TEMPLATE, 'utf8')
    .replace('{{PROXY_PORT}}', String(options.proxyPort))
    .replace('{{STATS_SOCKET}}', options.statsSocket)
    .replace('{{SERVERS}}', servers);
  writeFileSync(options.file, text);
}

/** Sends one command to HAProxy's admin socket and answers what it printed. */
export function haproxyCommand(socketPath: string, command: string, timeoutMs = 2000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let output = '';
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`HAProxy's socket did not answer "${command}" within ${timeoutMs} ms`));
    });
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('data', (chunk) => (output += chunk.toString()));
    socket.on('error', reject);
    // In its non-interactive mode HAProxy answers one command and closes the connection.
    socket.on('close', () => resolve(output));
  });
}

export interface ServerState {
  name: string;
  /** HAProxy's view: 'UP', 'DOWN', 'MAINT', 'UP 1/2' (going down), 'DOWN 1/2' (coming up), 'no check'. */
  status: string;
}

/** The state of each server of `backend`, from `show stat` (CSV with a `# pxname,svname,…` header). */
export async function serverStates(socketPath: string, backend = 'kala'): Promise<ServerState[]> {
  const csv = await haproxyCommand(socketPath, 'show stat');
  const [header, ...rows] = csv.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const proxy = columns.indexOf('pxname');
  const server = columns.indexOf('svname');
  const status = columns.indexOf('status');
  return rows
    .map((row) => row.split(','))
    .filter((cells) => cells[proxy] === backend && cells[server] !== 'BACKEND' && cells[server] !== 'FRONTEND')
    .map((cells) => ({ name: cells[server] ?? '', status: cells[status] ?? '' }));
}
