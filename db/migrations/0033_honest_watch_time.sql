CREATE TABLE "watch_clock" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"chapter_id" integer
);
--> statement-breakpoint
ALTER TABLE "chapter_progress" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chapter_progress" ADD COLUMN "watched_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_clock" ADD CONSTRAINT "watch_clock_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_clock" ADD CONSTRAINT "watch_clock_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Rows written before decision 0042 were accepted by the former rule: their position counts as
-- watched, and their URL as issued when that position could first have been reached, so a learner
-- in the middle of a chapter goes on from there.
UPDATE "chapter_progress" SET "issued_at" = "updated_at" - "pay_duration" * interval '1 second', "watched_seconds" = "pay_duration";
