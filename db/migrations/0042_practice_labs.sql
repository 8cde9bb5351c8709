CREATE TABLE "practice_lab_completions" (
	"user_id" integer NOT NULL,
	"lab_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_lab_completions_user_id_lab_id_pk" PRIMARY KEY("user_id","lab_id")
);
--> statement-breakpoint
CREATE TABLE "practice_lab_steps" (
	"id" integer PRIMARY KEY NOT NULL,
	"lab_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"instruction" varchar(1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_labs" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"course_release_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" varchar(200) NOT NULL,
	"goal" varchar(500) NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"simulator_url" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_labs_simulator_url_check" CHECK ("practice_labs"."simulator_url" ~ '^https://[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]+)?([/?#][^[:space:]]*)?$'),
	CONSTRAINT "practice_labs_duration_check" CHECK ("practice_labs"."duration_minutes" between 1 and 480)
);
--> statement-breakpoint
CREATE TABLE "practice_step_checks" (
	"user_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_step_checks_user_id_step_id_pk" PRIMARY KEY("user_id","step_id")
);
--> statement-breakpoint
ALTER TABLE "practice_lab_completions" ADD CONSTRAINT "practice_lab_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_lab_completions" ADD CONSTRAINT "practice_lab_completions_lab_id_practice_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."practice_labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_lab_steps" ADD CONSTRAINT "practice_lab_steps_lab_id_practice_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."practice_labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_labs" ADD CONSTRAINT "practice_labs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_labs" ADD CONSTRAINT "practice_labs_course_release_id_course_releases_id_fk" FOREIGN KEY ("course_release_id") REFERENCES "public"."course_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_step_checks" ADD CONSTRAINT "practice_step_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_step_checks" ADD CONSTRAINT "practice_step_checks_step_id_practice_lab_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."practice_lab_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_lab_completions_lab_idx" ON "practice_lab_completions" USING btree ("lab_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_lab_steps_lab_idx" ON "practice_lab_steps" USING btree ("lab_id","position");--> statement-breakpoint
CREATE INDEX "practice_labs_course_idx" ON "practice_labs" USING btree ("site_id","course_release_id","position");--> statement-breakpoint
CREATE INDEX "practice_labs_release_idx" ON "practice_labs" USING btree ("course_release_id");--> statement-breakpoint
CREATE INDEX "practice_step_checks_step_idx" ON "practice_step_checks" USING btree ("step_id");