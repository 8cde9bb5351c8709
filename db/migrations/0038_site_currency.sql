ALTER TABLE "sites" ADD COLUMN "currency" char(3);--> statement-breakpoint
CREATE UNIQUE INDEX "sites_id_currency_idx" ON "sites" USING btree ("id","currency");--> statement-breakpoint
-- A site that sells paid training already sells it in its sessions' currency. A site with priced
-- sessions in two currencies stops the migration at the constraint below: fix those fees first.
UPDATE "sites" SET "currency" = (SELECT min("currency") FROM "classrooms" WHERE "classrooms"."site_id" = "sites"."id" AND "classrooms"."currency" IS NOT NULL) WHERE "currency" IS NULL;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_site_currency_fk" FOREIGN KEY ("site_id","currency") REFERENCES "public"."sites"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classrooms_site_currency_idx" ON "classrooms" USING btree ("site_id","currency") WHERE "classrooms"."currency" is not null;
