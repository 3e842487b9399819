/**
 * HTTP from a client address of our choosing, so that a load generator on one machine looks like many shoppers to
 * the store's per-address limits without trusting any header: Linux routes the whole 127.0.0.0/8 to the loopback
 * device, so a socket bound to 127.a.b.c reaches a server on 127.0.0.1 and the server sees 127.a.b.c as the
 * request's socket address (`request.ip` with TRUST_PROXY=0, the default).
 *
 * A `Visitor` is one browser: one keep-alive connection from one address, its requests one after another.
 */
import http from 'node:http';

export interface Answer {
  status: number;
  body: unknown;
}

/** The n-th client address (n ≥ 0): 127.1.0.1, 127.1.0.2, … 127.1.0.254, 127.1.1.1, … (254 × 256 × 254 of them). */
export function clientAddress(n: number): string {
  const c = (n % 254) + 1;
  const b = Math.floor(n / 254) % 256;
  const a = 1 + (Math.floor(n / (254 * 256)) % 254);
  return `127.${a}.${b}.${c}`;
}

export class Visitor {
  readonly address: string;
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(base: string, address: string) {
    this.address = address;
    this.url = new URL(base);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
  }

  /** One request; the body is read in full and parsed when it is JSON. Network failures reject. */
  request(method: string, path: string, options: { headers?: Record<string, string>; body?: unknown } = {}) {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    return new Promise<Answer>((resolve, reject) => {
      const outgoing = http.request(
        { host: this.url.hostname, port: this.url.port, path, method, headers, agent: this.agent },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = text;
            if (incoming.headers['content-type']?.includes('json')) {
              try {
                body = JSON.parse(text);
              } catch {
                // kept as text
              }
            }
            resolve({ status: incoming.statusCode ?? 0, body });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  /** Closes the connection (the browser tab is gone). */
  close() {
    this.agent.destroy();
  }
}
