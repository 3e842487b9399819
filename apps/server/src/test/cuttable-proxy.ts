import { createServer, Socket, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP relay on 127.0.0.1 in front of a real server (PostgreSQL, Redis), for tests of what the store does when that
 * server goes away (issue 12) without touching the machine's shared servers:
 * - `cut()`: every relayed connection is cut and new ones are refused, as when the server is stopped;
 * - `blackhole()`: connections are accepted and nothing is ever answered, as a host that vanished from the network;
 * - `restore()`: relays again on the same port.
 */
export interface CuttableProxy {
  port: number;
  /** The target's URL with its host and port replaced by this relay's. */
  urlFor(targetUrl: string): string;
  cut(): Promise<void>;
  blackhole(): Promise<void>;
  restore(): Promise<void>;
  /** Connections relayed now (each a client and its upstream). */
  openConnections(): number;
  close(): Promise<void>;
}

export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const sockets = new Set<Socket>();
  let mode: 'relay' | 'blackhole' = 'relay';
  let relayed = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  const server: Server = createServer((client) => {
    track(client);
    client.on('error', () => undefined);
    if (mode === 'blackhole') return; // accepted, never answered
    const upstream = new Socket();
    track(upstream);
    relayed += 1;
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.once('close', () => {
      relayed -= 1;
      client.destroy();
    });
    client.once('close', () => upstream.destroy());
    upstream.connect(target.port, target.host, () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const listening = () => server.listening;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const destroyAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  return {
    port,
    urlFor(targetUrl) {
      const url = new URL(targetUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async cut() {
      mode = 'relay';
      const closed = listening() ? stopListening() : Promise.resolve();
      destroyAll();
      await closed;
    },
    async blackhole() {
      mode = 'blackhole';
      destroyAll();
      if (!listening()) await listen();
    },
    async restore() {
      mode = 'relay';
      if (!listening()) await listen();
    },
    openConnections: () => relayed,
    async close() {
      const closed = listening() ? stopListening() : Promise.resolve();
      destroyAll();
      await closed;
    },
  };
}
