// Whether anything wrote to the database: MySQL and MariaDB count every statement by kind in
// `SHOW GLOBAL STATUS` (Com_insert, Com_update, …). The counters only grow, so two readings that
// agree mean no data-changing statement ran in between, from any connection. Statements are counted
// even when they change no row, which errs on the side of restoring.
import type { StartedDatabase } from './database.js';

/** Statement kinds that change rows or tables (MySQL 8 and MariaDB names; absent ones count 0). */
export const WRITE_COUNTERS = [
  'Com_insert',
  'Com_insert_select',
  'Com_update',
  'Com_update_multi',
  'Com_delete',
  'Com_delete_multi',
  'Com_replace',
  'Com_replace_select',
  'Com_load',
  'Com_truncate',
  'Com_create_table',
  'Com_drop_table',
  'Com_alter_table',
  'Com_rename_table',
  'Com_create_index',
  'Com_drop_index',
  'Com_call_procedure',
  'Com_xa_commit',
] as const;

/** Sums the write counters of `SHOW GLOBAL STATUS` rows. */
export function countWrites(rows: ReadonlyArray<{ Variable_name: string; Value: string }>): number {
  const wanted = new Set<string>(WRITE_COUNTERS);
  let total = 0;
  for (const row of rows) {
    if (wanted.has(row.Variable_name)) total += Number(row.Value) || 0;
  }
  return total;
}

/** Data-changing statements the server has run since it started. */
export async function databaseWrites(database: StartedDatabase): Promise<number> {
  const rows = await database.query<Array<{ Variable_name: string; Value: string }>>(
    "SHOW GLOBAL STATUS WHERE Variable_name LIKE 'Com\\_%'",
  );
  return countWrites(rows);
}
