-- The dealer's optional switches (shared/src/domain/site.ts DealerConfig: lead_message_optional, lead_captcha,
-- lead_terms_note, reviews_hidden, book_a_service_button, service_booking, valuation_miscellaneous) as one JSON
-- object; a switch that is absent keeps its default. Read and written through infra/src/sites/dealer-options.ts.
ALTER TABLE dealer_configs ADD COLUMN options jsonb NOT NULL DEFAULT '{}'::jsonb;
