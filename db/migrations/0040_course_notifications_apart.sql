CREATE TABLE "course_notifications" (
	"user_id" integer NOT NULL,
	"course_release_id" integer NOT NULL,
	"notification_status" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_notifications_user_id_course_release_id_pk" PRIMARY KEY("user_id","course_release_id")
);
--> statement-breakpoint
ALTER TABLE "course_notifications" ADD CONSTRAINT "course_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_notifications" ADD CONSTRAINT "course_notifications_course_release_id_course_releases_id_fk" FOREIGN KEY ("course_release_id") REFERENCES "public"."course_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_notifications_release_idx" ON "course_notifications" USING btree ("course_release_id");--> statement-breakpoint
-- The choices made so far move with their learners (decision 0046); a 0 was never a choice.
INSERT INTO "course_notifications" ("user_id", "course_release_id", "notification_status", "updated_at")
SELECT "user_id", "course_release_id", "notification_status", "updated_at" FROM "course_progress" WHERE "notification_status" <> 0;--> statement-breakpoint
-- A row written only to hold a choice held no progress, and would end what a new version carries over.
DELETE FROM "course_progress" WHERE "notification_status" <> 0 AND "learning_process" = 0 AND "exercise_process" = 0 AND "last_chapter_id" IS NULL AND "pay_duration" = 0 AND "finished_at" IS NULL;--> statement-breakpoint
ALTER TABLE "course_progress" DROP COLUMN "notification_status";