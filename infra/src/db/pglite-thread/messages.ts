/** What the PGlite worker is started with: its data folder, or none for a database in memory. */
export interface PgliteWorkerSetup {
  dataDir?: string;
}

/**
 * One operation the main thread asks of the worker. `tx` names an open transaction (from `begin`): the
 * statement runs inside it; without `tx` it waits until no transaction is open, as PGlite's own `query` does.
 */
export type DbRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

/** A database error as it crosses the threads (structured cloning keeps an Error's message, not its fields). */
export interface DbErrorFields {
  message: string;
  /** PostgreSQL's SQLSTATE, e.g. 23505 for a unique violation. */
  code?: string;
  detail?: string;
  constraint?: string;
}

export type DbResponse = { id: number; rows?: unknown[] } | { id: number; error: DbErrorFields };

/**
 * What the worker says of its engine besides the answers: the engine began to run request `started` (the main
 * thread times it from then, not while it waited behind another: statement-clock.ts), or it trapped while
 * running request `trapped` (null: none known) and the thread now waits to be ended (engine-watch.ts).
 */
export type EngineNotice = { started: number } | { trapped: number | null; error: string };

/** Every message of the worker after its first. */
export type WorkerMessage = DbResponse | EngineNotice;

/** The worker's first message: ready to take requests, or why it could not open the database. */
export type WorkerStarted = { ready: true } | { ready: false; error: DbErrorFields };
