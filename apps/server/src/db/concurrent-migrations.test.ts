import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';

/**
 * Instances of a scaled-out store start together on a new PostgreSQL database (issue 12, `npm run cluster`): each
 * applies the migrations at start, and none may crash on the tables another one is creating at the same moment.
 * PGlite has one process per directory (db/directory-lock.ts), so this is a PostgreSQL-only concern.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(process.env.KALA_TEST_DB === 'postgres' && adminUrl)('migrations at start on PostgreSQL', () => {
  const name = `kala_test_migrate_${randomBytes(6).toString('hex')}`;
  const opened: Database[] = [];

  async function adminQuery(sql: string) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  }

  afterAll(async () => {
    await Promise.allSettled(opened.map((database) => database.close()));
    await adminQuery(`drop database if exists ${name} with (force)`);
  });

  it('three servers opening one new database at once all start, and the schema is applied once', async () => {
    await adminQuery(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;

    const results = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ url: url.toString() })));
    for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);

    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual([
      'started',
      'started',
      'started',
    ]);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const applied = await client.query(
        'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
      );
      expect(applied.rows.length).toBeGreaterThan(0);
      expect(applied.rows.every((row: { times: number }) => row.times === 1)).toBe(true);
    } finally {
      await client.end();
    }
  });
});
