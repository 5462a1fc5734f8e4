-- When each issued token (dealer leads API, named ops tokens) was last used, so that an operator can tell a
-- live integration from a forgotten one before revoking it. Written at most once a minute per token by the
-- request that uses it (issued-token.ts), so a client polling every second costs no write per request.
ALTER TABLE dealer_tokens ADD COLUMN last_used_at timestamptz;
ALTER TABLE ops_tokens ADD COLUMN last_used_at timestamptz;
