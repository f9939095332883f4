ALTER TABLE "cars" ADD COLUMN "photo_sources" jsonb;--> statement-breakpoint
-- Dealer photos move from /media/photos/{key}, found in remote_photos, to /media/photos/{dealership id}/{stock
-- number, base64url}/{key}, found among the photo sources of the car the path names (docs/decisions/016,
-- addendum 2026-11-27). Keys stay the same, so the resized copies already cached stay valid. A car's sources
-- are its photo URLs in the order the import lists them: images, then spin images, each once.
UPDATE "cars" c SET
  "photo_sources" = moved.sources,
  "images" = regexp_replace(c."images"::text, '"/media/photos/([0-9a-f]{32})"', '"' || moved.folder || '\1"', 'g')::jsonb,
  "spin_images" = regexp_replace(c."spin_images"::text, '"/media/photos/([0-9a-f]{32})"', '"' || moved.folder || '\1"', 'g')::jsonb,
  "spin_interior_image" = regexp_replace(c."spin_interior_image", '^/media/photos/([0-9a-f]{32})$', moved.folder || '\1'),
  "primary_image_url" = regexp_replace(c."primary_image_url", '^/media/photos/([0-9a-f]{32})$', moved.folder || '\1')
FROM (
  SELECT p.id, p.folder, (
    SELECT jsonb_agg(r."url" ORDER BY k.first)
    FROM (SELECT m.found[1] AS key, min(m.n) AS first FROM regexp_matches(p.photos, '/media/photos/([0-9a-f]{32})', 'g') WITH ORDINALITY AS m(found, n) GROUP BY 1) k
    JOIN "remote_photos" r ON r."key" = k.key
  ) AS sources
  FROM (
    SELECT "id", '/media/photos/' || "dealership_id" || '/' || rtrim(translate(encode(convert_to("stocknum", 'UTF8'), 'base64'), E'+/\n', '-_'), '=') || '/' AS folder,
      "images"::text || "spin_images"::text || coalesce("spin_interior_image", '') AS photos
    FROM "cars"
  ) p
  WHERE p.photos LIKE '%/media/photos/%'
) moved
WHERE moved.id = c.id;--> statement-breakpoint
DROP TABLE "remote_photos" CASCADE;
