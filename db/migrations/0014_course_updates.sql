CREATE TABLE "course_update_views" (
	"user_id" integer NOT NULL,
	"certification_release_id" integer NOT NULL,
	"course_release_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_update_views_user_id_certification_release_id_course_release_id_pk" PRIMARY KEY("user_id","certification_release_id","course_release_id")
);
--> statement-breakpoint
ALTER TABLE "certification_courses" ADD COLUMN "replaces_course_release_id" integer;--> statement-breakpoint
ALTER TABLE "course_update_views" ADD CONSTRAINT "course_update_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_update_views" ADD CONSTRAINT "course_update_views_certification_release_id_certification_releases_id_fk" FOREIGN KEY ("certification_release_id") REFERENCES "public"."certification_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_update_views" ADD CONSTRAINT "course_update_views_course_release_id_course_releases_id_fk" FOREIGN KEY ("course_release_id") REFERENCES "public"."course_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_courses" ADD CONSTRAINT "certification_courses_replaces_course_release_id_course_releases_id_fk" FOREIGN KEY ("replaces_course_release_id") REFERENCES "public"."course_releases"("id") ON DELETE set null ON UPDATE no action;