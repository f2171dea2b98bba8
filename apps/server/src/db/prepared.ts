import type { DbOrTx } from './client.ts';

/**
 * A query of the hot paths, built once per database handle and then executed with new values.
 *
 * Drizzle spends about half a millisecond of CPU building the SQL of a select over a wide table, and
 * PostgreSQL spends as much planning a search; a prepared query does both once. On PostgreSQL the
 * statement is named, so each pooled connection parses it once and PostgreSQL may keep its plan
 * (decision 012): it keeps the generic plan only when that plan's estimated cost is below the custom
 * plans', else it plans again on every execution, which Database.keptPlans' connections never do
 * (decision 038). `build` must call `.prepare(name)` with a name used nowhere else.
 */
export function preparedQuery<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const byHandle = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}
