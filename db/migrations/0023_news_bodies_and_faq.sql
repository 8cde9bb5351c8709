CREATE TABLE "faq_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"category_name" varchar(200) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"question" varchar(500) NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"search_config" "regconfig" DEFAULT 'simple' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(search_config, coalesce(question, '')), 'A') || setweight(to_tsvector(search_config, coalesce(answer, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "seo_title" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "seo_description" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_config" "regconfig" DEFAULT 'simple' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(search_config, coalesce(title, '')), 'A') || setweight(to_tsvector(search_config, coalesce(summary, '') || ' ' || coalesce(body, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "faq_categories" ADD CONSTRAINT "faq_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_categories" ADD CONSTRAINT "faq_categories_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_categories_scope_idx" ON "faq_categories" USING btree ("site_id","language_id","sort");--> statement-breakpoint
CREATE INDEX "faqs_scope_idx" ON "faqs" USING btree ("site_id","language_id","category_id","sort");--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "faqs_search_idx" ON "faqs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "news_search_idx" ON "news" USING gin ("search");--> statement-breakpoint
-- News written before search existed: each item searches in its language (db/search-config.ts); the rest stay "simple".
UPDATE "news" SET "search_config" = (CASE split_part(lower(l."language_simple"), '-', 1)
  WHEN 'en' THEN 'english' WHEN 'de' THEN 'german' WHEN 'fr' THEN 'french' WHEN 'it' THEN 'italian'
  WHEN 'es' THEN 'spanish' WHEN 'pt' THEN 'portuguese' WHEN 'nl' THEN 'dutch' WHEN 'tr' THEN 'turkish'
  WHEN 'ar' THEN 'arabic' WHEN 'lt' THEN 'lithuanian' ELSE 'simple' END)::regconfig
FROM "languages" l WHERE l."id" = "news"."language_id";
