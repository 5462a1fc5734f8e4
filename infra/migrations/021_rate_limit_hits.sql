-- The requests the platform's rate limits count (leads per client IP and per site, valuations per IP, declined
-- payments per IP: infra/src/rate-limits): in the database, so a limit holds across every platform server
-- behind the load balancer; in each process's memory, N servers let a client through N times the limit.
-- One row per counted request (a refused one is not counted), at the time the server counted it; rows that
-- have left their window are swept. Unlogged: a database crash may forget the last counts, nothing else.
CREATE UNLOGGED TABLE rate_limit_hits (
  bucket text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL
);

CREATE INDEX rate_limit_hits_key_idx ON rate_limit_hits (bucket, key, at);
CREATE INDEX rate_limit_hits_sweep_idx ON rate_limit_hits (bucket, at);
