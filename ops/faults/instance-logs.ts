import { existsSync, readFileSync } from 'node:fs';

/** The `msg` of every JSON line of an instance's log (the cluster runs them with LOG_FORMAT=json). */
export function logMessages(logFile: string): string[] {
  if (!existsSync(logFile)) return [];
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        const parsed = JSON.parse(line) as { msg?: unknown };
        return typeof parsed.msg === 'string' ? [parsed.msg] : [];
      } catch {
        return [];
      }
    });
}

/** How many of an instance's log lines start with each prefix. */
export function countLines(logFile: string, prefixes: readonly string[]): Record<string, number> {
  const messages = logMessages(logFile);
  return Object.fromEntries(
    prefixes.map((prefix) => [prefix, messages.filter((msg) => msg.startsWith(prefix)).length]),
  );
}
