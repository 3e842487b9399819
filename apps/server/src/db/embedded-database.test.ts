import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

/**
 * The embedded database's own settings (issue 13: memory). PGlite's initdb writes 128 MB of shared buffers, and
 * PGlite touches all of them at start; the server opens it with 16 MB, in memory and on disk alike.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const sharedBuffers = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  const answer = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
    rows: { shared_buffers: string }[];
  };
  return answer.rows[0]?.shared_buffers;
};

describe.skipIf(process.env.KALA_TEST_DB === 'postgres')('the embedded database', () => {
  it('runs with 16 MB of shared buffers in memory', async () => {
    const database = await openDatabase({});
    expect(await sharedBuffers(database)).toBe('16MB');
    await database.close();
  });

  it('runs with 16 MB of shared buffers in a data directory, again after a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kala-embedded-'));
    dirs.push(dir);
    for (let start = 0; start < 2; start++) {
      const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
      expect(await sharedBuffers(database)).toBe('16MB');
      await database.close();
    }
  });
});
