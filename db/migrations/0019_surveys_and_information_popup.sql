CREATE TABLE "survey_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"release_survey_id" integer NOT NULL,
	"position" integer NOT NULL,
	"content" varchar(500) NOT NULL,
	"type" char(1) NOT NULL,
	"required" char(1) DEFAULT '0' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"survey_name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pop_up" boolean DEFAULT true NOT NULL,
	"released" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"release_survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "gather_information_on_load" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_release_survey_id_survey_releases_id_fk" FOREIGN KEY ("release_survey_id") REFERENCES "public"."survey_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_releases" ADD CONSTRAINT "survey_releases_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_releases" ADD CONSTRAINT "survey_releases_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_release_survey_id_survey_releases_id_fk" FOREIGN KEY ("release_survey_id") REFERENCES "public"."survey_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_questions_release_idx" ON "survey_questions" USING btree ("release_survey_id","position");--> statement-breakpoint
CREATE INDEX "survey_releases_scope_idx" ON "survey_releases" USING btree ("site_id","language_id","released");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_user_idx" ON "survey_responses" USING btree ("release_survey_id","user_id");