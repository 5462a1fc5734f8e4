-- Resending a delivered lead (`npm run platform -- leads resend`, POST /api/ops/leads/resend): an operator puts
-- a lead the dealer says it never got back in the delivery queue, and the worker sends it again on every
-- channel the dealership has now. The first delivery's record stays.

-- One row per resend: who asked for it and when. A lead's resend number n is its row count (1, 2, …); its
-- first delivery is resend 0, which has no row here.
CREATE TABLE lead_resends (
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  resend integer NOT NULL CHECK (resend > 0),
  resent_at timestamptz NOT NULL DEFAULT now(),
  resent_by text NOT NULL CHECK (length(resent_by) <= 100),
  PRIMARY KEY (lead_id, resend)
);

-- The channels that acknowledged each sending of a lead: the first delivery (0) and each resend keep their
-- own rows, so a resend sends every channel again while the first delivery's rows (target, time) stay.
ALTER TABLE lead_deliveries ADD COLUMN resend integer NOT NULL DEFAULT 0 CHECK (resend >= 0);
ALTER TABLE lead_deliveries DROP CONSTRAINT lead_deliveries_pkey;
ALTER TABLE lead_deliveries ADD PRIMARY KEY (lead_id, resend, channel);
