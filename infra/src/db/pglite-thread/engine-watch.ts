import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/** The request the engine's work is for (for a transaction's end: OpenTransaction in pglite-worker.ts). */
export interface StatementOwner {
  id: number;
}

export interface EngineEvents {
  /** The engine began to run a statement of request `id` (after another's, or none). */
  started(id: number): void;
  /** The engine trapped while it ran request `id` (null: none known); its state is undefined from here. */
  trapped(id: number | null, error: unknown): void;
}

export interface EngineWatch {
  /** Runs `fn` for `owner`: what the engine runs on its behalf is told as `owner.id`'s. */
  runFor<T>(owner: StatementOwner, fn: () => T): T;
}

/** PGlite's engine as far as this file calls it (the Emscripten module, `mod`, which PGlite does not export). */
interface EngineModule {
  _PostgresMainLoopOnce(): void;
}

/**
 * What an ordinary SQL error throws out of the engine: PGlite ends PostgreSQL's error longjmp with
 * `exit(100)` (POSTGRES_MAIN_LONGJMP in PGlite 0.5's pglite.ts), an Emscripten ExitStatus.
 */
function isSqlErrorExit(error: unknown): boolean {
  const { name, status } = (error ?? {}) as { name?: unknown; status?: unknown };
  return name === 'ExitStatus' && status === 100;
}

/**
 * Watches PGlite's WASM engine (every call into it goes through `execProtocolRawSync`) in the worker thread.
 * `started` when it begins a statement of another request than the last. `trapped` when anything but an
 * ordinary SQL error is thrown out of PostgreSQL's main loop (`_PostgresMainLoopOnce`): a
 * WebAssembly.RuntimeError ("unreachable", "memory access out of bounds"), or a stack overflow inside the WASM
 * (RangeError). PGlite 0.5 catches those there and goes on with its memory in an undefined state: an endlessly
 * recursive PL/pgSQL function then "succeeds" with no rows, and the statements after it get wrong answers or
 * errors that are not theirs. Also when anything is thrown out of `execProtocolRawSync` itself (the calls
 * PGlite makes after the loop, uncaught). Throws at once when this PGlite has no such loop (an upgrade changed
 * it): the thread would otherwise run without its trap check.
 */
export function watchEngine(pglite: PGlite, events: EngineEvents): EngineWatch {
  const owners = new AsyncLocalStorage<StatementOwner>();
  const engine = (pglite as unknown as { mod?: Partial<EngineModule> }).mod;
  const loopOnce = engine?._PostgresMainLoopOnce?.bind(engine);
  if (!engine || !loopOnce)
    throw new Error('this PGlite has no _PostgresMainLoopOnce: traps would go unseen');

  const owner = () => owners.getStore()?.id ?? null;
  let announced: number | null = null;
  const execProtocolRawSync = pglite.execProtocolRawSync.bind(pglite);
  pglite.execProtocolRawSync = (message) => {
    const id = owner();
    if (id !== null && id !== announced) events.started(id);
    announced = id;
    try {
      return execProtocolRawSync(message);
    } catch (error) {
      // Not an SQL error (those come back as messages): the engine failed where PGlite does not catch it.
      events.trapped(id, error);
      throw error;
    }
  };
  engine._PostgresMainLoopOnce = () => {
    try {
      loopOnce();
    } catch (error) {
      if (!isSqlErrorExit(error)) events.trapped(owner(), error);
      throw error;
    }
  };
  return { runFor: (owner, fn) => owners.run(owner, fn) };
}
