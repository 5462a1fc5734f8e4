-- A remote version found bad is retired: it can never go live again, neither by promotion nor by a rollback,
-- which skips it for the version below it. Its files stay in the store and its record in the history (what
-- was live and when is still told); who retired it, when and why are kept with it.
ALTER TABLE remote_versions
  ADD COLUMN retired_at timestamptz,
  ADD COLUMN retired_by text,
  ADD COLUMN retired_reason text CHECK (length(retired_reason) <= 500);
