-- What a named ops token may do (issue: least privilege for the ops API): 'full', everything the OPS_TOKEN
-- does but create tokens (every token created before this migration), or 'read', the ops API's reads that
-- reveal no secret (a monitoring system's or a dashboard's token). Which routes a read-only token may call is
-- decided in infra/src/routes/ops-route-access.ts. The OPS_TOKEN of the environment is always full.
ALTER TABLE ops_tokens ADD COLUMN access text NOT NULL DEFAULT 'full' CHECK (access IN ('read', 'full'));
