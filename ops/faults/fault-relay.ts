import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * An HTTP relay on 127.0.0.1 in front of a provider's stand-in, that makes it misbehave on demand (issue 12 item 2:
 * payment and shipping providers slow beyond their timeouts, or answering 5xx):
 * - 'pass': relays as is;
 * - 'error': answers `status` (a 503 by default) without relaying;
 * - 'flaky': every other request is answered `status`, the others relayed;
 * - 'slow': relays the request at once (the provider does the work) and holds the answer `delayMs`, as a slow network
 *   does: a client that gives up first never learns what was done.
 */
export type RelayMode =
  | { kind: 'pass' }
  | { kind: 'error'; status?: number }
  | { kind: 'flaky'; status?: number }
  | { kind: 'slow'; delayMs: number };

export interface FaultRelay {
  url: string;
  setMode(mode: RelayMode): void;
  /** Requests seen, and how each was treated. */
  readonly counts: { relayed: number; failed: number; delayed: number };
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFaultRelay(options: { port: number; target: string }): Promise<FaultRelay> {
  const target = options.target.replace(/\/+$/, '');
  let mode: RelayMode = { kind: 'pass' };
  let seen = 0;
  const counts = { relayed: 0, failed: 0, delayed: 0 };
  const timers = new Set<NodeJS.Timeout>();

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    seen += 1;
    const current = mode;
    const fail = current.kind === 'error' || (current.kind === 'flaky' && seen % 2 === 1);
    if (fail) {
      counts.failed += 1;
      response.writeHead(current.status ?? 503, { 'content-type': 'text/html' });
      response.end('<html><body>503 Service Temporarily Unavailable</body></html>');
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
    ) as Record<string, string>;
    let status = 502;
    let answerHeaders: Record<string, string> = {};
    let answer: Buffer = Buffer.from('relay: the stand-in did not answer');
    try {
      const relayed = await fetch(`${target}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers,
        ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      });
      status = relayed.status;
      answerHeaders = { 'content-type': relayed.headers.get('content-type') ?? 'application/json' };
      answer = Buffer.from(await relayed.arrayBuffer());
    } catch {
      // answered 502 below
    }
    counts.relayed += 1;
    const send = () => {
      if (response.destroyed) return;
      response.writeHead(status, answerHeaders);
      response.end(answer);
    };
    if (current.kind === 'slow') {
      counts.delayed += 1;
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, current.delayMs);
      timers.add(timer);
    } else send();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    setMode(next) {
      mode = next;
      seen = 0;
    },
    counts,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
