-- Tenants, and the versions of each federated remote with their promotion history.

CREATE TABLE sites (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  template text NOT NULL,
  domains text[] NOT NULL DEFAULT '{}',
  site jsonb NOT NULL,
  dealer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sites_domains_idx ON sites USING gin (domains);

CREATE TABLE remote_versions (
  remote text NOT NULL,
  version text NOT NULL,
  package_version text NOT NULL,
  manifest jsonb NOT NULL,
  files integer NOT NULL,
  bytes bigint NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by text NOT NULL,
  note text,
  PRIMARY KEY (remote, version)
);

CREATE TABLE remote_events (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  action text NOT NULL CHECK (action IN ('promote', 'rollback')),
  actor text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX remote_events_remote_idx ON remote_events (remote, id);
