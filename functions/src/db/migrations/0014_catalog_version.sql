-- Every instance keeps the breach catalog's entries in memory (features/breach-catalog/catalog-cache.ts)
-- and reads this version in the same statement as the rows that name breaches: a different
-- version means the catalog changed, and the copy is read again. The trigger bumps it on every
-- write to the catalog, whatever code, process or host made it (a refresh from HIBP, the shipped
-- catalog, the ingest command adding a local breach). Loading a data export (db/data-transfer.ts)
-- says so in `bulwark.loading_export`: the export brings its own version with its catalog.
CREATE OR REPLACE FUNCTION bulwark_catalog_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    IF current_setting('bulwark.loading_export', true) = 'on' THEN RETURN NULL; END IF;
    INSERT INTO breach_data_state (key, value) VALUES ('catalog-version', gen_random_uuid()::text)
      ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now();
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER breach_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON breach
  FOR EACH STATEMENT EXECUTE FUNCTION bulwark_catalog_version();
--> statement-breakpoint
INSERT INTO breach_data_state (key, value) VALUES ('catalog-version', gen_random_uuid()::text)
  ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now();
