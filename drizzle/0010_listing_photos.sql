-- Issue 20: listings carry a category (the catalogue's) and an organic flag, and up to 4 photos
-- whose WebP sizes are stored in the database (every node serves them; no shared disk).
ALTER TABLE "products" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "organic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_check" CHECK ("products"."category" in ('Grains', 'Vegetables', 'Root Vegetables', 'Pulses', 'Leafy Greens'));--> statement-breakpoint
-- Existing listings take the category of the catalogue crop they sell (by id, else by name).
UPDATE "products" AS p SET "category" = c.category FROM (VALUES (0, 'tomato', 'Vegetables'), (1, 'onion', 'Vegetables'), (2, 'brinjal', 'Vegetables'), (3, 'okra', 'Vegetables'), (4, 'cauliflower', 'Vegetables'), (5, 'cabbage', 'Vegetables'), (6, 'green chilli', 'Vegetables'), (7, 'bottle gourd', 'Vegetables'), (8, 'basmati rice', 'Grains'), (9, 'wheat', 'Grains'), (10, 'bajra', 'Grains'), (11, 'jowar', 'Grains'), (12, 'ragi', 'Grains'), (13, 'potato', 'Root Vegetables'), (14, 'carrot', 'Root Vegetables'), (15, 'radish', 'Root Vegetables'), (16, 'beetroot', 'Root Vegetables'), (17, 'sweet potato', 'Root Vegetables'), (18, 'spinach', 'Leafy Greens'), (19, 'fenugreek leaves', 'Leafy Greens'), (20, 'coriander leaves', 'Leafy Greens'), (21, 'amaranth leaves', 'Leafy Greens'), (22, 'mustard greens', 'Leafy Greens'), (23, 'toor dal', 'Pulses'), (24, 'moong dal', 'Pulses'), (25, 'chana dal', 'Pulses'), (26, 'urad dal', 'Pulses'), (27, 'masoor dal', 'Pulses')) AS c(id, name, category) WHERE p.catalogue_id = c.id OR (p.catalogue_id IS NULL AND lower(btrim(p.product_name)) = c.name);--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "listing_photo_files" (
	"photo_id" uuid NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"hash" text NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "listing_photo_files_photo_id_size_pk" PRIMARY KEY("photo_id","size"),
	CONSTRAINT "listing_photo_files_size_check" CHECK ("listing_photo_files"."size" in (320, 640, 1280))
);--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_products_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photo_files" ADD CONSTRAINT "listing_photo_files_photo_id_listing_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."listing_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_photos_listing_id_created_at_index" ON "listing_photos" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_photo_files_hash_index" ON "listing_photo_files" USING btree ("hash");
