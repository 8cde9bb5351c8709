CREATE TABLE "classroom_enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classroom_enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"classroom_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"certification_release_id" integer,
	"status" varchar(12) NOT NULL,
	"dietary_requirements" varchar(200),
	"allergies" varchar(200),
	"decided_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classrooms" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"certification_release_id" integer,
	"certificated" boolean DEFAULT false NOT NULL,
	"classroom_name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" smallint NOT NULL,
	"format" smallint NOT NULL,
	"credits" smallint DEFAULT 0 NOT NULL,
	"trainer_name" varchar(120) NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"country_code" char(2) NOT NULL,
	"location" varchar(300) DEFAULT '' NOT NULL,
	"live_link" varchar(500) DEFAULT '' NOT NULL,
	"live_password" varchar(100) DEFAULT '' NOT NULL,
	"enrol_before_hours" smallint DEFAULT 0 NOT NULL,
	"enrol_after_hours" smallint DEFAULT 0 NOT NULL,
	"auto_approve" boolean DEFAULT false NOT NULL,
	"order_food" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classrooms_seats_check" CHECK ("classrooms"."seats_taken" >= 0 and "classrooms"."seats_taken" <= "classrooms"."capacity"),
	CONSTRAINT "classrooms_time_check" CHECK ("classrooms"."ends_at" > "classrooms"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "classroom_enrolments" ADD CONSTRAINT "classroom_enrolments_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_enrolments" ADD CONSTRAINT "classroom_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_enrolments" ADD CONSTRAINT "classroom_enrolments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_certification_release_id_certification_releases_id_fk" FOREIGN KEY ("certification_release_id") REFERENCES "public"."certification_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_enrolments_live_idx" ON "classroom_enrolments" USING btree ("classroom_id","user_id") WHERE status in ('pending', 'approved', 'checked_in');--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_enrolments_live_release_idx" ON "classroom_enrolments" USING btree ("user_id","certification_release_id") WHERE status in ('pending', 'approved', 'checked_in') and certification_release_id is not null;--> statement-breakpoint
CREATE INDEX "classroom_enrolments_user_idx" ON "classroom_enrolments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "classroom_enrolments_classroom_idx" ON "classroom_enrolments" USING btree ("classroom_id","status");--> statement-breakpoint
CREATE INDEX "classrooms_site_start_idx" ON "classrooms" USING btree ("site_id","starts_at");--> statement-breakpoint
CREATE INDEX "classrooms_release_start_idx" ON "classrooms" USING btree ("certification_release_id","starts_at");