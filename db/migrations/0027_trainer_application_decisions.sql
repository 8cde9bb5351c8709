DROP INDEX "trainer_applications_scope_created_idx";--> statement-breakpoint
ALTER TABLE "trainer_applications" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "trainer_applications" ADD CONSTRAINT "trainer_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trainer_applications_scope_status_created_idx" ON "trainer_applications" USING btree ("site_id","status","created_at");