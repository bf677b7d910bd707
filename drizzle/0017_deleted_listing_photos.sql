-- A farmer's photo storage is limited (LISTINGS_MAX_PHOTO_MB_PER_FARMER) and deleting a listing now
-- deletes its photos, which nothing shows once the listing is gone. The photos of listings
-- deleted before go too, so they count against no one (their files follow by ON DELETE CASCADE).
DELETE FROM "listing_photos" WHERE "listing_id" IN (SELECT "id" FROM "products" WHERE "deleted_at" IS NOT NULL);
