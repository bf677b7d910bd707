-- Issue 21 point 2: the public listings browse is index-backed at 100k listings, and every node
-- learns at once that a listing changed (its cached answers go).
-- Live listings (not deleted, quantity left, not the catalogue's own) by price, and by category
-- and organic then price: the price sorts and the filters walk these instead of the table.
CREATE INDEX IF NOT EXISTS "products_live_price_idx" ON "products" USING btree ("price_paise", "created_at") WHERE "deleted_at" is null and "quantity_kg" > 0 and "catalogue_id" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_live_category_idx" ON "products" USING btree ("category", "organic", "price_paise") WHERE "deleted_at" is null and "quantity_kg" > 0 and "catalogue_id" is null;--> statement-breakpoint
-- Search (name contains q) by trigrams where pg_trgm can be installed (PostgreSQL; the embedded
-- database has no such extension and searches its smaller table by scanning).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "products_live_name_trgm_idx" ON "products" USING gin ("product_name" gin_trgm_ops) WHERE "deleted_at" is null and "quantity_kg" > 0 and "catalogue_id" is null;
EXCEPTION WHEN others THEN
  RAISE NOTICE 'pg_trgm not available (%): listing search scans', SQLERRM;
END
$$;--> statement-breakpoint
-- Any change a browse answer shows (a listing's row, its photos, its farmer's name or place),
-- whoever makes it (listings, checkout, cancellation, a script), NOTIFYs the nodes, which drop
-- their cached answers. One notification a statement; PostgreSQL folds repeats in a transaction.
CREATE OR REPLACE FUNCTION "listings_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('listings_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "listings_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "listing_photos_changed" AFTER INSERT OR UPDATE OR DELETE ON "listing_photos" FOR EACH STATEMENT EXECUTE FUNCTION "listings_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "users_place_changed" AFTER UPDATE OF "name", "location" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "listings_changed_notify"();
