CREATE TABLE "user_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"author_name" varchar(120) NOT NULL,
	"author_title" varchar(200) DEFAULT '' NOT NULL,
	"avatar_url" varchar(500) DEFAULT '' NOT NULL,
	"comment" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainer_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trainer_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"full_name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40) DEFAULT '' NOT NULL,
	"region" varchar(100) NOT NULL,
	"company" varchar(200) DEFAULT '' NOT NULL,
	"expertise" varchar(500) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"cv_upload_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"decided_at" timestamp with time zone,
	"delete_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainer_captchas" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"answer_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainer_cv_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trainer_cv_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"file_name" varchar(64) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"file_type" varchar(8) NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainer_team_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trainer_team_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"heading" varchar(200) NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"show_join_us" boolean DEFAULT true NOT NULL,
	"join_us_title" varchar(200) DEFAULT '' NOT NULL,
	"join_us_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trainers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"photo_url" varchar(500) DEFAULT '' NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"expertise" varchar(500) DEFAULT '' NOT NULL,
	"region" varchar(100) DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_comments" ADD CONSTRAINT "user_comments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_comments" ADD CONSTRAINT "user_comments_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_applications" ADD CONSTRAINT "trainer_applications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_applications" ADD CONSTRAINT "trainer_applications_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_applications" ADD CONSTRAINT "trainer_applications_cv_upload_id_trainer_cv_uploads_id_fk" FOREIGN KEY ("cv_upload_id") REFERENCES "public"."trainer_cv_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_captchas" ADD CONSTRAINT "trainer_captchas_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_cv_uploads" ADD CONSTRAINT "trainer_cv_uploads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_team_configs" ADD CONSTRAINT "trainer_team_configs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_team_configs" ADD CONSTRAINT "trainer_team_configs_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainers" ADD CONSTRAINT "trainers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainers" ADD CONSTRAINT "trainers_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_comments_scope_order_idx" ON "user_comments" USING btree ("site_id","language_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "trainer_applications_cv_idx" ON "trainer_applications" USING btree ("cv_upload_id");--> statement-breakpoint
CREATE INDEX "trainer_applications_scope_created_idx" ON "trainer_applications" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "trainer_applications_delete_after_idx" ON "trainer_applications" USING btree ("delete_after");--> statement-breakpoint
CREATE INDEX "trainer_captchas_expires_idx" ON "trainer_captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trainer_cv_uploads_token_idx" ON "trainer_cv_uploads" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "trainer_cv_uploads_created_idx" ON "trainer_cv_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trainer_team_configs_scope_idx" ON "trainer_team_configs" USING btree ("site_id","language_id");--> statement-breakpoint
CREATE INDEX "trainers_scope_order_idx" ON "trainers" USING btree ("site_id","language_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "trainers_scope_region_idx" ON "trainers" USING btree ("site_id","language_id","region");