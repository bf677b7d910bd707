-- Commodities Agmarknet reports under two names are one crop to a buyer (SAME_CROP in
-- src/core/crops/crop-vocabulary.ts): listings stored with the other name take the crop's, so a
-- search for 'arhar' finds a listing named 'Red Gram'. Run again, it changes nothing.
UPDATE "products" SET "crop" = CASE "crop"
	WHEN 'Ladies Finger' THEN 'Bhindi (Ladies Finger)'
	WHEN 'Red Gram' THEN 'Arhar (Tur/Red Gram)(Whole)'
	WHEN 'Peas Wet' THEN 'Green Peas'
	WHEN 'Jaggery' THEN 'Gur (Jaggery)'
	WHEN 'Karamani' THEN 'Cowpea (Lobia/Karamani)'
	WHEN 'Hippe Seed' THEN 'Mahua Seed (Hippe seed)'
	WHEN 'Marasebu' THEN 'Pear (Marasebu)'
END
WHERE "crop" IN ('Ladies Finger', 'Red Gram', 'Peas Wet', 'Jaggery', 'Karamani', 'Hippe Seed', 'Marasebu');
