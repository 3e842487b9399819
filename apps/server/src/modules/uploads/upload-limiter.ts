import { ServiceUnavailableError } from '../../lib/errors.ts';
import { UPLOAD_MESSAGES } from '@kala/contract/uploads';

/**
 * Keeps a burst of uploads from exhausting memory: every upload in progress holds up to 10 MB of file, and decoding
 * it takes more (sharp works on libuv's threads, off the event loop, but in this process's memory). So at most
 * `inFlight` uploads are accepted at once (a further one is answered 503 before its body is read), and of those at
 * most `concurrency` are decoded and encoded at a time; the others wait their turn.
 */
export interface UploadLimiter {
  /** Runs one upload: `receive` (reading the file) at once, then `process` when a processing slot is free. */
  run<R, T>(receive: () => Promise<R>, process: (received: R) => Promise<T>): Promise<T>;
}

export function createUploadLimiter({ concurrency = 2, inFlight = 8 } = {}): UploadLimiter {
  let accepted = 0;
  let processing = 0;
  const waiting: (() => void)[] = [];

  const acquire = async () => {
    if (processing < concurrency) {
      processing += 1;
      return;
    }
    // The slot is handed over by release(), already counted.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else processing -= 1;
  };

  return {
    async run(receive, process) {
      if (accepted >= inFlight) throw new ServiceUnavailableError(UPLOAD_MESSAGES.busy);
      accepted += 1;
      try {
        const received = await receive();
        await acquire();
        try {
          return await process(received);
        } finally {
          release();
        }
      } finally {
        accepted -= 1;
      }
    },
  };
}
