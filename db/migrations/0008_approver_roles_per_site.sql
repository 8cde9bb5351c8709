-- An approver of every site (site_id null) becomes an approver of each existing site.
INSERT INTO "user_roles" ("user_id", "role", "site_id")
  SELECT DISTINCT r."user_id", r."role", s."id" FROM "user_roles" r CROSS JOIN "sites" s
  WHERE r."site_id" IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM "user_roles" o
      WHERE o."user_id" = r."user_id" AND o."role" = r."role" AND o."site_id" = s."id"
    );--> statement-breakpoint
DELETE FROM "user_roles" WHERE "site_id" IS NULL;--> statement-breakpoint
-- Keep one row per user, role and site before the unique index.
DELETE FROM "user_roles" a USING "user_roles" b
  WHERE a."id" > b."id" AND a."user_id" = b."user_id" AND a."role" = b."role" AND a."site_id" = b."site_id";--> statement-breakpoint
DROP INDEX "user_roles_user_idx";--> statement-breakpoint
ALTER TABLE "user_roles" ALTER COLUMN "site_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_user_role_site_idx" ON "user_roles" USING btree ("user_id","role","site_id");
