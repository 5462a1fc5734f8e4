-- The finance figures a search card shows (shared/src/domain/search.ts CardFinance): each lender of
-- finance_lenders without its disclaimer. A lender's disclaimer is about 600 characters, so finance_lenders is
-- about 5.6 kB of text a car; the indexer reads this column instead (infra/src/search/car-index/indexed-car.ts),
-- which keeps each of its reads short on the server's thread. Computed by PostgreSQL on every write, so no
-- writer can forget it; a value that is not an object (lenders) or a lender that is not one is left out.
CREATE FUNCTION card_finance(lenders jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT COALESCE(jsonb_object_agg(e.key, e.value - 'disclaimer'), '{}'::jsonb)
  FROM jsonb_each(CASE WHEN jsonb_typeof(lenders) = 'object' THEN lenders ELSE '{}'::jsonb END) AS e
  WHERE jsonb_typeof(e.value) = 'object'
$$;

ALTER TABLE cars ADD COLUMN card_finance jsonb GENERATED ALWAYS AS (card_finance(finance_lenders)) STORED;
