-- Emails to the shopper of a reservation or online purchase: the receipt, stored in the reservation's own
-- transaction, and the cancellation notice, stored in the cancellation's. Each row is its own outbox entry,
-- as a lead is (migration 004): pending in the INSERT, claimed and sent by the lead delivery worker
-- (infra/src/shopper-emails), retried with backoff until the mail system takes it. One email of each kind
-- per reservation (the key), so a retried request or a crash never queues a second one.
-- `content` holds what the email says of the car, the payment (card brand and last 4 digits only) and the
-- dealer, as they were when it was queued; the shopper's name and address are read from the reservation
-- when it is sent, so they stay in one place.
CREATE TABLE shopper_emails (
  reservation_id uuid NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('receipt', 'cancellation')),
  content jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivery_status text NOT NULL DEFAULT 'pending' CHECK (delivery_status IN ('pending', 'delivering', 'delivered')),
  delivery_attempts integer NOT NULL DEFAULT 0 CHECK (delivery_attempts >= 0),
  next_delivery_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  last_delivery_error text,
  PRIMARY KEY (reservation_id, kind)
);

CREATE INDEX shopper_emails_due_idx ON shopper_emails (next_delivery_at)
  WHERE delivery_status IN ('pending', 'delivering');
