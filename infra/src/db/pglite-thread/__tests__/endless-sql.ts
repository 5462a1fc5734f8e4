/** A PL/pgSQL function that never returns: `SELECT forever()` runs until its thread is ended. */
export const CREATE_FOREVER = `CREATE FUNCTION forever() RETURNS int LANGUAGE plpgsql AS $$ BEGIN LOOP END LOOP; END $$`;

/** One that calls itself without end: `SELECT deeper(1)` overflows the stack inside PGlite's WASM engine. */
export const CREATE_DEEPER = `CREATE FUNCTION deeper(n int) RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN deeper(n + 1); END $$`;
