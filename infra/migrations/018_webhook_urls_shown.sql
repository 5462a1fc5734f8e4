-- Lead delivery errors and acknowledgements written before webhook URLs were shown by their origin and path
-- only (lead-delivery/webhook-target.ts): fetch refused a webhook URL that carries a user name and password,
-- with the whole URL in its error ("webhook: webhook unreachable: Request cannot be constructed from a URL
-- that includes credentials: https://crm:password@crm.example/leads?key=…"), and that error stays with a
-- failed lead, which GET /api/ops/leads/delivery (read-only ops tokens too), `leads status` and the dealer
-- leads API show; an acknowledged webhook kept its URL with its query. In each, every http(s) URL loses its
-- user name and password, and its query becomes "?…", as webhookTarget shows a URL.
CREATE FUNCTION pg_temp.url_secrets_hidden(message text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(
    regexp_replace(message, '(https?://)[^/\s?#@]*@', '\1', 'gi'),
    '(https?://[^\s?#]*)[?#][^\s;]*', '\1?…', 'gi')
$$;

UPDATE leads SET last_delivery_error = pg_temp.url_secrets_hidden(last_delivery_error)
WHERE last_delivery_error ~* 'https?://';

UPDATE lead_deliveries SET target = pg_temp.url_secrets_hidden(target)
WHERE channel = 'webhook' AND target ~* 'https?://';

DROP FUNCTION pg_temp.url_secrets_hidden(text);
