ALTER TABLE "classroom_enrolments" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "trainer_user_id" integer;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_trainer_user_id_users_id_fk" FOREIGN KEY ("trainer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Learners checked in before check-in times were kept: their last change is the check-in.
UPDATE "classroom_enrolments" SET "checked_in_at" = "updated_at" WHERE "status" = 'checked_in' AND "checked_in_at" IS NULL;
