-- The search outbox (Algolia): cars whose incremental search index update failed (Algolia answered an error or
-- could not be reached, the database went away while the changed cars were read), one row a car, so that a
-- server that stops before its retries succeed does not take them with it. The server whose update failed
-- holds the row (held_by, renewed while it retries); once held_until has passed, any server takes it over
-- (infra/src/search/indexer/search-outbox.ts). A row goes when the car's record is written, or when a full
-- build that started after changed_at is done. No foreign key: a deleted car's record must still be removed.
CREATE TABLE search_outbox (
  car_id integer PRIMARY KEY,
  -- The oldest change of the car the index does not have (how long the index has been out of step).
  since timestamptz NOT NULL,
  -- The latest such change: a write that read the car after it covers every change.
  changed_at timestamptz NOT NULL,
  held_by text NOT NULL,
  held_until timestamptz NOT NULL
);

CREATE INDEX search_outbox_held_until ON search_outbox (held_until);
