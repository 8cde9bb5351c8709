CREATE TABLE "classroom_evaluations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classroom_evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"classroom_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"overall" smallint NOT NULL,
	"trainer" smallint NOT NULL,
	"content" smallint NOT NULL,
	"comment" varchar(1000) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_evaluations_scores_check" CHECK ("classroom_evaluations"."overall" between 1 and 5 and "classroom_evaluations"."trainer" between 1 and 5 and "classroom_evaluations"."content" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "practical_exam_enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practical_exam_enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"practical_exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"certification_release_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"result" varchar(8),
	"score" smallint,
	"dietary_requirements" varchar(200),
	"allergies" varchar(200),
	"invitation_code" varchar(64),
	"decided_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practical_exam_enrolments_score_check" CHECK ("practical_exam_enrolments"."score" is null or "practical_exam_enrolments"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "practical_exam_regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practical_exams" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"certification_release_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"practical_exam_name" varchar(200) NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"trainer_name" varchar(120) NOT NULL,
	"location" varchar(300) DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"country_code" char(2) NOT NULL,
	"enrol_before_hours" smallint DEFAULT 0 NOT NULL,
	"order_food" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practical_exams_seats_check" CHECK ("practical_exams"."seats_taken" >= 0 and "practical_exams"."seats_taken" <= "practical_exams"."capacity"),
	CONSTRAINT "practical_exams_time_check" CHECK ("practical_exams"."ends_at" > "practical_exams"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "classroom_evaluations" ADD CONSTRAINT "classroom_evaluations_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_evaluations" ADD CONSTRAINT "classroom_evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_evaluations" ADD CONSTRAINT "classroom_evaluations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_exam_enrolments" ADD CONSTRAINT "practical_exam_enrolments_practical_exam_id_practical_exams_id_fk" FOREIGN KEY ("practical_exam_id") REFERENCES "public"."practical_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_exam_enrolments" ADD CONSTRAINT "practical_exam_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_exam_enrolments" ADD CONSTRAINT "practical_exam_enrolments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_exams" ADD CONSTRAINT "practical_exams_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_exams" ADD CONSTRAINT "practical_exams_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_exams" ADD CONSTRAINT "practical_exams_certification_release_id_certification_releases_id_fk" FOREIGN KEY ("certification_release_id") REFERENCES "public"."certification_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_exams" ADD CONSTRAINT "practical_exams_region_id_practical_exam_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."practical_exam_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_evaluations_once_idx" ON "classroom_evaluations" USING btree ("classroom_id","user_id");--> statement-breakpoint
CREATE INDEX "classroom_evaluations_user_idx" ON "classroom_evaluations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practical_exam_enrolments_live_idx" ON "practical_exam_enrolments" USING btree ("user_id","certification_release_id") WHERE status in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "practical_exam_enrolments_exam_idx" ON "practical_exam_enrolments" USING btree ("practical_exam_id","status");--> statement-breakpoint
CREATE INDEX "practical_exam_enrolments_user_idx" ON "practical_exam_enrolments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "practical_exam_regions_tenant_idx" ON "practical_exam_regions" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "practical_exams_release_start_idx" ON "practical_exams" USING btree ("certification_release_id","starts_at");--> statement-breakpoint
CREATE INDEX "practical_exams_site_start_idx" ON "practical_exams" USING btree ("site_id","starts_at");