-- The secret each dealership's lead webhook is signed with (X-Dealerline-Signature, lead-delivery/webhook-signature.ts),
-- so a dealer's receiver can tell the platform's POST from a forged one. Not a hash: signing needs the secret
-- itself. Kept here, apart from `dealerships.delivery`, so it is in no site document, config or page: only
-- `webhook-secret show|rotate` (full ops tokens) answers it. Made when `sites put` gives a dealership a
-- webhook, or on the first signed send or `webhook-secret show` of one configured otherwise (before this, or by
-- SQL). A rotation keeps the secret it replaces as `previous_secret` until `previous_expires_at`, and every
-- POST meanwhile carries a signature with each, so a receiver can switch over without losing a lead.
CREATE TABLE webhook_signing_secrets (
  dealership_id integer PRIMARY KEY REFERENCES dealerships (id) ON DELETE CASCADE,
  secret text NOT NULL CHECK (secret ~ '^dlwhsec_[A-Za-z0-9_-]{43}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  previous_secret text CHECK (previous_secret ~ '^dlwhsec_[A-Za-z0-9_-]{43}$'),
  previous_expires_at timestamptz,
  rotated_at timestamptz,
  rotated_by text,
  CHECK ((previous_secret IS NULL) = (previous_expires_at IS NULL))
);
