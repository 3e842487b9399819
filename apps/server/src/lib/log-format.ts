/**
 * How log lines look (issue 13): one JSON object per line for machines (production, a file, a log collector), or
 * pino-pretty's coloured lines for a person watching a terminal. pino-pretty is a development dependency: a
 * production install does not carry it, and a server that cannot load it logs JSON.
 */
export type LogFormat = 'pretty' | 'json';

/** Pretty only for a person: a terminal, outside production. LOG_FORMAT overrides it either way. */
export function defaultLogFormat(nodeEnv: string, isTerminal: boolean): LogFormat {
  return nodeEnv !== 'production' && isTerminal ? 'pretty' : 'json';
}

/** A stream that prints pino's JSON lines prettily, or undefined (JSON to stdout) when pino-pretty is absent. */
export async function prettyLogStream(
  destination?: NodeJS.WritableStream,
): Promise<{ write(line: string): void } | undefined> {
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({
      colorize: !destination,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,reqId',
      sync: true,
      ...(destination ? { destination } : {}),
    });
  } catch {
    return undefined;
  }
}
