-- The location a page is about (shared/src/domain/content.ts ContentPage.location_slug): a location's service
-- page (/service-noosa) books its services there. A slug of the site's locations, or NULL for a page about no
-- one location; not a foreign key, as locations live in the dealer config, not in a table of their own.
ALTER TABLE pages ADD COLUMN location_slug text;
