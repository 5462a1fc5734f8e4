-- Lead delivery (issue 7): where each dealership wants its leads, and which channel already has each lead.
-- The outbox itself is the delivery columns of `leads` (migration 004): a lead is pending delivery in the
-- same INSERT that stores it.

-- A dealership's delivery channels: {"email": {"to": "sales@…"}} and/or {"webhook": {"url": "https://…"}}.
-- An email channel without "to" goes to the dealer's email (dealer_configs.email); every dealership starts
-- with the email channel, which writes to the local mail spool (DATA_DIR/mail-spool) unless SMTP is set up.
ALTER TABLE dealerships
  ADD COLUMN delivery jsonb NOT NULL DEFAULT '{"email": {}}'::jsonb
    CHECK (jsonb_typeof(delivery) = 'object');

-- One row per lead and channel once that channel acknowledged it: a retry after a partial failure (or a
-- crash after sending) only sends the channels without a row, each with the lead's stable id as the
-- idempotency key / Message-ID.
CREATE TABLE lead_deliveries (
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('webhook', 'email')),
  target text NOT NULL,
  delivered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lead_id, channel)
);
