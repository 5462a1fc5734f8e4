-- A reservation the dealer cancels (the sale did not go ahead: the buyer withdrew, the car failed its
-- inspection): who cancelled it, when and why, kept with the row whose status becomes 'cancelled' (deposit
-- kept or refunded by hand) or 'refunded' (refunded in full through the payment provider). Before this, a
-- confirmed reservation held its car reserved for good: no command cancelled it, and a feed import cannot
-- clear `reserved` while a confirmed reservation exists (cars-repository.ts), so the car could never be
-- reserved or bought online again. See infra/src/reservations/reservation-ops.ts.
ALTER TABLE reservations ADD COLUMN cancelled_at timestamptz;
ALTER TABLE reservations ADD COLUMN cancelled_by text;
ALTER TABLE reservations ADD COLUMN cancel_reason text;
