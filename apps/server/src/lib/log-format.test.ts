import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { defaultLogFormat, prettyLogStream } from './log-format.ts';

describe('log format', () => {
  it('is pretty only in a terminal outside production', () => {
    expect(defaultLogFormat('development', true)).toBe('pretty');
    expect(defaultLogFormat('development', false)).toBe('json');
    expect(defaultLogFormat('production', true)).toBe('json');
    expect(defaultLogFormat('test', true)).toBe('pretty');
  });

  it('LOG_FORMAT overrides the default', () => {
    expect(loadConfig({ LOG_FORMAT: 'json', NODE_ENV: 'development' }, { inMemoryDatabase: true }).logFormat).toBe(
      'json',
    );
    expect(loadConfig({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }, { inMemoryDatabase: true }).logFormat).toBe(
      'pretty',
    );
  });

  it('prints a JSON log line as a readable line', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const stream = await prettyLogStream(out);
    expect(stream).toBeDefined();
    stream!.write(
      `${JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 23, 7, 0), pid: 1, hostname: 'h', msg: 'Server listening', port: 3000 })}\n`,
    );
    await new Promise((resolve) => setImmediate(resolve));
    const text = chunks.join('');
    expect(text).toMatch(/INFO.*Server listening/);
    expect(text).toContain('port: 3000');
    expect(() => JSON.parse(text)).toThrow();
  });
});
