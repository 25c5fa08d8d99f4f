-- Hand-written (drizzle-kit generate --custom): must run before the unique index on
-- career_application.resume_id (the generated migration after it).
-- Applications that share one upload could never be deleted (the upload is still referenced by
-- the other one). Each application after the first (oldest, then lowest id) that shares an upload
-- gets its own copy of the file; the copy's id is derived from the application's id, so the two
-- statements agree on it without a temporary table, and running them again changes nothing.
INSERT INTO "uploaded_file" ("id", "original_name", "content_type", "size_bytes", "sha256", "content", "created_at")
SELECT md5('resume-copy:' || "shared"."application_id"::text)::uuid, "f"."original_name", "f"."content_type",
  "f"."size_bytes", "f"."sha256", "f"."content", "f"."created_at"
FROM (
  SELECT "id" AS "application_id", "resume_id",
    row_number() OVER (PARTITION BY "resume_id" ORDER BY "created_at", "id") AS "n"
  FROM "career_application"
) AS "shared"
JOIN "uploaded_file" AS "f" ON "f"."id" = "shared"."resume_id"
WHERE "shared"."n" > 1
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
UPDATE "career_application" AS "a"
SET "resume_id" = md5('resume-copy:' || "a"."id"::text)::uuid
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "resume_id" ORDER BY "created_at", "id") AS "n"
  FROM "career_application"
) AS "shared"
WHERE "shared"."id" = "a"."id" AND "shared"."n" > 1;
