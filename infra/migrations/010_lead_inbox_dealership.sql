-- A lead that named no dealership, car or location went to the site's own inbox, its first dealership (by
-- position, then id), but was stored without a dealership, so no dealership's leads API listed it. New leads
-- store that dealership (infra/src/leads/lead-targets.ts); this gives the earlier ones the same.
UPDATE leads l
SET dealership_id = (
  SELECT d.id FROM dealerships d WHERE d.site_id = l.site_id ORDER BY d.position, d.id LIMIT 1
)
WHERE l.dealership_id IS NULL;
