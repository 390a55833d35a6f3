// Each SQL text is prepared once per connection and kept. The driver (sqlite3) runs every call on
// its thread pool and hands the result back through the event loop; a statement used once
// (`connection.all(sql, …)`) costs two such round trips, its prepare and its run, and a loaded
// process waits a turn of the loop for each. On the order path the writes of a batch run one
// after the other on the writer connection, so those waits add up to most of an order's time
// (docs/performance.md, "Order placement").
//
// A kept statement only ever runs to its end (`all` steps to SQLITE_DONE, `run` is used for
// statements without rows), so it holds no read snapshot and no lock between uses; each use binds
// its own values inside the driver's work item, so concurrent callers of one statement queue on
// it and never see each other's values.

/** The driver's prepared statement, as far as it is used here. */
export interface SqliteStatement {
  all(params: unknown[], callback: (error: Error | null, rows: object[]) => void): void;
  run(params: unknown[], callback: (this: { changes: number }, error: Error | null) => void): void;
  finalize(callback?: () => void): void;
}

export interface StatementHost {
  prepare(sql: string, callback: (error: Error | null) => void): SqliteStatement;
  close(callback?: (error: Error | null) => void): void;
}

// The repositories' SQL is a few dozen texts, and a few more for lists of ids of each length;
// texts beyond this push the oldest out.
const MAX_KEPT_PER_CONNECTION = 500;

const keptBy = new WeakMap<StatementHost, Map<string, Promise<SqliteStatement>>>();

/**
 * The connection's prepared statement for `sql`, prepared now if it isn't kept yet. A text that
 * fails to prepare rejects with SQLite's error and isn't kept (the driver would drop, unanswered,
 * any call queued on a statement whose prepare failed, so none is queued before it succeeds).
 */
export function preparedStatement(connection: StatementHost, sql: string): Promise<SqliteStatement> {
  const kept = keptStatementsOf(connection);
  const known = kept.get(sql);
  if (known) return known;
  const prepared = new Promise<SqliteStatement>((resolve, reject) => {
    const statement = connection.prepare(sql, (error) => {
      if (!error) return resolve(statement);
      if (kept.get(sql) === prepared) kept.delete(sql);
      reject(error);
    });
  });
  if (kept.size >= MAX_KEPT_PER_CONNECTION) {
    const [oldestSql, oldest] = kept.entries().next().value as [string, Promise<SqliteStatement>];
    kept.delete(oldestSql);
    // Queued behind any call still waiting on it.
    oldest.then((statement) => statement.finalize(), () => undefined);
  }
  kept.set(sql, prepared);
  return prepared;
}

function keptStatementsOf(connection: StatementHost): Map<string, Promise<SqliteStatement>> {
  let kept = keptBy.get(connection);
  if (kept) return kept;
  kept = new Map();
  keptBy.set(connection, kept);
  // SQLite refuses to close a connection with statements still open: whoever closes it (Sequelize,
  // the writer's own close) closes the kept ones first.
  const close = connection.close.bind(connection);
  const statements = kept;
  connection.close = (callback) => {
    const open = [...statements.values()];
    statements.clear();
    void Promise.allSettled(open).then(async (settled) => {
      const finalized = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
      await Promise.all(finalized.map((statement) => new Promise<void>((done) => statement.finalize(() => done()))));
      close(callback);
    });
  };
  return kept;
}
