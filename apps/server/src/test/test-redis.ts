import { Socket } from 'node:net';

/** The Redis the suites that need one use: REDIS_TEST_URL, or the local one. */
export const redisTestUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** Whether that Redis answers (half a second to connect): the suites that need it are skipped where none does. */
export const redisReachable = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisTestUrl);
  const socket = new Socket();
  socket.setTimeout(500);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
  socket.connect(Number(port || 6379), hostname);
});
