CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"subtitle" varchar(300) DEFAULT '' NOT NULL,
	"image" varchar(300) NOT NULL,
	"link" varchar(500) DEFAULT '' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_courses" (
	"certification_release_id" integer NOT NULL,
	"course_release_id" integer NOT NULL,
	"requirement" smallint NOT NULL,
	"credits" smallint NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "certification_courses_certification_release_id_course_release_id_pk" PRIMARY KEY("certification_release_id","course_release_id")
);
--> statement-breakpoint
CREATE TABLE "certification_kinds" (
	"tenant_id" integer NOT NULL,
	"kind_type" smallint NOT NULL,
	"kind_names" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "certification_kinds_tenant_id_kind_type_pk" PRIMARY KEY("tenant_id","kind_type")
);
--> statement-breakpoint
CREATE TABLE "certification_releases" (
	"id" integer PRIMARY KEY NOT NULL,
	"certification_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"parent_release_id" integer,
	"version_label" varchar(20) NOT NULL,
	"certification_name" varchar(200) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_image" varchar(300) DEFAULT '' NOT NULL,
	"detail_file" varchar(300) DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"search_config" "regconfig" DEFAULT 'simple' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(search_config, coalesce(certification_name, '')), 'A') || setweight(to_tsvector(search_config, coalesce(summary, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"parent_id" integer,
	"type_names" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"level" varchar(8) NOT NULL,
	"type_id" integer,
	"subtype_id" integer,
	"credits_needed" smallint NOT NULL,
	"practical_exam" boolean DEFAULT false NOT NULL,
	"has_online_classroom" boolean DEFAULT false NOT NULL,
	"has_onsite_classroom" boolean DEFAULT false NOT NULL,
	"prerequisite_id" integer,
	"approval_policy" varchar(10) DEFAULT 'manual' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_chapters" (
	"id" integer PRIMARY KEY NOT NULL,
	"course_release_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"video_file" varchar(300) NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_releases" (
	"id" integer PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"course_name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_image" varchar(300) DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"version_label" varchar(20) DEFAULT '' NOT NULL,
	"quiz_exist" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"search_config" "regconfig" DEFAULT 'simple' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(search_config, coalesce(course_name, '')), 'A') || setweight(to_tsvector(search_config, coalesce(description, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"course_type" smallint NOT NULL,
	"product_line_id" integer,
	"video_type_id" integer
);
--> statement-breakpoint
CREATE TABLE "product_lines" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"topic_name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_image" varchar(300) DEFAULT '' NOT NULL,
	"video_file" varchar(300) NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"product_line_id" integer,
	"video_type_id" integer,
	"published_at" timestamp with time zone NOT NULL,
	"search_config" "regconfig" DEFAULT 'simple' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(search_config, coalesce(topic_name, '')), 'A') || setweight(to_tsvector(search_config, coalesce(description, '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "video_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"relation_type" smallint NOT NULL,
	"relation_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"email_notification_status" smallint DEFAULT 0 NOT NULL,
	"invitation_code" varchar(64),
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapter_progress" (
	"user_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"pay_duration" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_progress_user_id_chapter_id_pk" PRIMARY KEY("user_id","chapter_id")
);
--> statement-breakpoint
CREATE TABLE "course_progress" (
	"user_id" integer NOT NULL,
	"course_release_id" integer NOT NULL,
	"learning_process" smallint DEFAULT 0 NOT NULL,
	"exercise_process" smallint DEFAULT 0 NOT NULL,
	"last_chapter_id" integer,
	"pay_duration" integer DEFAULT 0 NOT NULL,
	"notification_status" smallint DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_progress_user_id_course_release_id_pk" PRIMARY KEY("user_id","course_release_id")
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_courses" ADD CONSTRAINT "certification_courses_certification_release_id_certification_releases_id_fk" FOREIGN KEY ("certification_release_id") REFERENCES "public"."certification_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_courses" ADD CONSTRAINT "certification_courses_course_release_id_course_releases_id_fk" FOREIGN KEY ("course_release_id") REFERENCES "public"."course_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_kinds" ADD CONSTRAINT "certification_kinds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_releases" ADD CONSTRAINT "certification_releases_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_releases" ADD CONSTRAINT "certification_releases_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_releases" ADD CONSTRAINT "certification_releases_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_types" ADD CONSTRAINT "certification_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_type_id_certification_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."certification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_subtype_id_certification_types_id_fk" FOREIGN KEY ("subtype_id") REFERENCES "public"."certification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_course_release_id_course_releases_id_fk" FOREIGN KEY ("course_release_id") REFERENCES "public"."course_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_releases" ADD CONSTRAINT "course_releases_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_releases" ADD CONSTRAINT "course_releases_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_releases" ADD CONSTRAINT "course_releases_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_video_type_id_video_types_id_fk" FOREIGN KEY ("video_type_id") REFERENCES "public"."video_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_video_type_id_video_types_id_fk" FOREIGN KEY ("video_type_id") REFERENCES "public"."video_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_types" ADD CONSTRAINT "video_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_progress" ADD CONSTRAINT "chapter_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_progress" ADD CONSTRAINT "chapter_progress_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_course_release_id_course_releases_id_fk" FOREIGN KEY ("course_release_id") REFERENCES "public"."course_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_scope_idx" ON "banners" USING btree ("site_id","language_id","type","sort");--> statement-breakpoint
CREATE INDEX "certification_courses_course_idx" ON "certification_courses" USING btree ("course_release_id");--> statement-breakpoint
CREATE INDEX "certification_releases_scope_idx" ON "certification_releases" USING btree ("site_id","language_id","sort");--> statement-breakpoint
CREATE INDEX "certification_releases_parent_idx" ON "certification_releases" USING btree ("parent_release_id");--> statement-breakpoint
CREATE INDEX "certification_releases_search_idx" ON "certification_releases" USING gin ("search");--> statement-breakpoint
CREATE INDEX "certification_types_tenant_idx" ON "certification_types" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "certifications_tenant_kind_idx" ON "certifications" USING btree ("tenant_id","kind","sort");--> statement-breakpoint
CREATE INDEX "course_chapters_release_idx" ON "course_chapters" USING btree ("course_release_id","sort");--> statement-breakpoint
CREATE INDEX "course_releases_scope_idx" ON "course_releases" USING btree ("site_id","language_id","published_at");--> statement-breakpoint
CREATE INDEX "course_releases_course_idx" ON "course_releases" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_releases_search_idx" ON "course_releases" USING gin ("search");--> statement-breakpoint
CREATE INDEX "courses_tenant_type_idx" ON "courses" USING btree ("tenant_id","course_type");--> statement-breakpoint
CREATE INDEX "topics_scope_idx" ON "topics" USING btree ("site_id","language_id","published_at");--> statement-breakpoint
CREATE INDEX "topics_search_idx" ON "topics" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_live_idx" ON "registrations" USING btree ("user_id","relation_type","relation_id") WHERE status in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "registrations_user_idx" ON "registrations" USING btree ("user_id","relation_type");--> statement-breakpoint
CREATE INDEX "registrations_pending_idx" ON "registrations" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "course_progress_release_idx" ON "course_progress" USING btree ("course_release_id");