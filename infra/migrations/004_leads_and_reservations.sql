-- Leads (spec §7.4, issue 6 item 6, issue 7) and reservations / online purchases with their deposit payment.

-- Every lead a site receives, stored before the shopper gets its id. `payload` is the submission as sent
-- (LeadSubmission); category, car and dealership are also columns for the dealer's reads and the delivery
-- worker. A retried submission with the same Idempotency-Key (per site) finds the first row instead of adding
-- one; `request_hash` tells a retry from a different submission that reuses the key.
CREATE TABLE leads (
  id uuid PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id),
  category text NOT NULL,
  subcategory text,
  payload jsonb NOT NULL,
  car_id integer REFERENCES cars (id) ON DELETE SET NULL,
  dealership_id integer REFERENCES dealerships (id) ON DELETE SET NULL,
  idempotency_key text,
  request_hash text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Delivery to the dealership (issue 7: transactional outbox, ADF webhook / email, retries with backoff).
  delivery_status text NOT NULL DEFAULT 'pending'
    CHECK (delivery_status IN ('pending', 'delivering', 'delivered', 'failed')),
  delivery_attempts integer NOT NULL DEFAULT 0 CHECK (delivery_attempts >= 0),
  next_delivery_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  last_delivery_error text,
  CONSTRAINT leads_idempotency_key UNIQUE (site_id, idempotency_key)
);

CREATE INDEX leads_site_created_idx ON leads (site_id, created_at DESC);
CREATE INDEX leads_dealership_created_idx ON leads (dealership_id, created_at DESC);
CREATE INDEX leads_delivery_due_idx ON leads (next_delivery_at) WHERE delivery_status IN ('pending', 'delivering');

-- A paid reservation (kind reserve, /cars/{slug}/checkout) or online purchase deposit (kind buy_online). The
-- car's slug and name are kept so the record reads the same after the car leaves the inventory. Only the
-- card's brand and last 4 digits are stored, never the number, expiry or security code.
CREATE TABLE reservations (
  id uuid PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id),
  car_id integer REFERENCES cars (id) ON DELETE SET NULL,
  car_slug text NOT NULL,
  car_name text NOT NULL,
  dealership_id integer REFERENCES dealerships (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('reserve', 'buy_online')),
  name text NOT NULL,
  last_name text,
  email text NOT NULL,
  phone text NOT NULL,
  postcode text CHECK (postcode ~ '^[0-9]{4}$'),
  deposit_cents integer NOT NULL CHECK (deposit_cents > 0),
  currency text NOT NULL DEFAULT 'AUD',
  payment_provider text NOT NULL,
  payment_reference text NOT NULL,
  card_brand text,
  card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
  lead_id uuid NOT NULL REFERENCES leads (id),
  idempotency_key text,
  status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled', 'refunded')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT reservations_idempotency_key UNIQUE (site_id, idempotency_key)
);

-- At most one confirmed reservation per car: a second one cannot be written even by a path that forgot the lock.
CREATE UNIQUE INDEX reservations_car_confirmed_idx ON reservations (car_id) WHERE status = 'confirmed';
CREATE INDEX reservations_site_created_idx ON reservations (site_id, created_at DESC);
