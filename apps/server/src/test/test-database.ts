import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (KALA_TEST_DB=postgres) a new database
 * created on the server TEST_DATABASE_URL names and dropped on close, so suites never see each other's rows.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.KALA_TEST_DB !== 'postgres') return openDatabase({});

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('KALA_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `kala_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
