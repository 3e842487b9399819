import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Whole rows written as one JSON parameter (`jsonb_populate_record(set)`) and read back from the driver's raw rows:
 * for the order's hot path (issue 25's performance line), where Drizzle's insert builder spent more time building a
 * wide statement, one parameter and one `is()` check per column, than PostgreSQL spent running it. The statement's
 * text depends only on which columns are given, so it is built once per shape; the values travel as one JSON text.
 * Types are PostgreSQL's own (the row type of the table), and what comes back is mapped by each column as Drizzle
 * maps it (`mapFromDriverValue`), so callers see the table's `$inferSelect` rows as from any other query.
 */
interface Column {
  name: string;
  mapFromDriverValue(value: unknown): unknown;
}

const columnsByTable = new WeakMap<PgTable, [string, Column][]>();

function columnsOf(table: PgTable): [string, Column][] {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)) as unknown as [string, Column][];
    columnsByTable.set(table, columns);
  }
  return columns;
}

/** The values keyed by column name, as `jsonb_populate_record` reads them; undefined values are left out. */
export function toColumnRecord(table: PgTable, values: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = values[key];
    if (value !== undefined) record[column.name] = value;
  }
  return record;
}

/** A raw row of the table (column names, driver values) as Drizzle's select would answer it. */
export function fromDriverRow<Row>(table: PgTable, raw: Record<string, unknown>): Row {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Row;
}

const lists = new Map<string, { names: string; fromRecord: string }>();

/** `"a", "b", …` for these column names and the same read from the record `r`: the text built once per list. */
export function columnLists(names: string[]): { names: SQL; fromRecord: SQL } {
  const key = names.join(',');
  let list = lists.get(key);
  if (!list) {
    list = {
      names: names.map((name) => `"${name}"`).join(', '),
      fromRecord: names.map((name) => `r."${name}"`).join(', '),
    };
    lists.set(key, list);
  }
  return { names: sql.raw(list.names), fromRecord: sql.raw(list.fromRecord) };
}
