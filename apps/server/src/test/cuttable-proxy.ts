import { createServer, Socket, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP relay on 127.0.0.1 in front of a real server (PostgreSQL, Redis), for tests of what the store does when that
 * server goes away (issue 12) without touching the machine's shared servers:
 * - `cut()`: every relayed connection is cut and new ones are refused, as when the server is stopped;
 * - `blackhole()`: connections are accepted and nothing is ever answered, as a host that vanished from the network;
 * - `freeze()`: open connections stay open and carry nothing either way, and new ones are accepted and never
 *   answered, as when the server's processes are stopped (SIGSTOP, a paused VM, storage that hangs): the kernel
 *   keeps every connection alive, so neither side sees an error, and the server's own timeouts cannot run;
 * - `restore()`: relays again on the same port (a frozen connection carries on where it stopped).
 */
export interface CuttableProxy {
  port: number;
  /** The target's URL with its host and port replaced by this relay's. */
  urlFor(targetUrl: string): string;
  cut(): Promise<void>;
  blackhole(): Promise<void>;
  freeze(): Promise<void>;
  restore(): Promise<void>;
  /** Connections relayed now (each a client and its upstream). */
  openConnections(): number;
  close(): Promise<void>;
}

export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const sockets = new Set<Socket>();
  let mode: 'relay' | 'blackhole' = 'relay';
  let relayed = 0;
  let frozen = false;
  /** Each relayed connection's pair, to stop and start its flow. */
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  const flow = (pair: { client: Socket; upstream: Socket }, on: boolean) => {
    if (on) {
      pair.client.pipe(pair.upstream);
      pair.upstream.pipe(pair.client);
    } else {
      pair.client.unpipe(pair.upstream);
      pair.upstream.unpipe(pair.client);
      pair.client.pause();
      pair.upstream.pause();
    }
  };

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
    const pair = { client, upstream };
    upstream.once('close', () => {
      relayed -= 1;
      pairs.delete(pair);
      client.destroy();
    });
    client.once('close', () => upstream.destroy());
    upstream.connect(target.port, target.host, () => {
      // A connection made just before a freeze stays frozen too.
      if (mode === 'relay') flow(pair, true);
      pairs.add(pair);
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
      frozen = false;
      const closed = listening() ? stopListening() : Promise.resolve();
      destroyAll();
      await closed;
    },
    async blackhole() {
      mode = 'blackhole';
      frozen = false;
      destroyAll();
      if (!listening()) await listen();
    },
    async freeze() {
      mode = 'blackhole';
      if (!frozen) for (const pair of pairs) flow(pair, false);
      frozen = true;
      if (!listening()) await listen();
    },
    async restore() {
      mode = 'relay';
      if (frozen) for (const pair of pairs) flow(pair, true);
      frozen = false;
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
