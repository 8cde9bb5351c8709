CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover_image" varchar(500) DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"country_name" varchar(100) NOT NULL,
	"phone_code" varchar(8) NOT NULL,
	"region" varchar(8) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_languages" (
	"tenant_id" integer NOT NULL,
	"country_code" char(2) NOT NULL,
	"language_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "country_languages_tenant_id_country_code_language_id_pk" PRIMARY KEY("tenant_id","country_code","language_id")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"currency_type" char(3) NOT NULL,
	"symbol" varchar(8) NOT NULL,
	CONSTRAINT "currencies_currency_type_unique" UNIQUE("currency_type")
);
--> statement-breakpoint
CREATE TABLE "dict_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dict_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"dict_type" varchar(64) NOT NULL,
	"dict_label" text NOT NULL,
	"dict_value" text DEFAULT '' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "footer_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"area_kind" smallint NOT NULL,
	"link_title" varchar(200) DEFAULT '' NOT NULL,
	"link_url" varchar(500) DEFAULT '' NOT NULL,
	"link_image" varchar(500) DEFAULT '' NOT NULL,
	"social_media_list" jsonb,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"language_complete" varchar(100) NOT NULL,
	"language_simple" varchar(20) NOT NULL,
	"country_code" char(2) NOT NULL,
	"language_pack_id" varchar(20) NOT NULL,
	"rtl_status" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region_info" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"name" varchar(100) NOT NULL,
	"country_code" char(2) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seo_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"url" varchar(300) NOT NULL,
	"title" varchar(300) NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" varchar(500) NOT NULL,
	"active_state" char(1) DEFAULT '1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_languages" (
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "site_languages_site_id_language_id_pk" PRIMARY KEY("site_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"site_code" varchar(32) NOT NULL,
	"site_name" varchar(64) NOT NULL,
	"path_prefix" varchar(64) NOT NULL,
	"region" varchar(8) NOT NULL,
	"country_code" char(2),
	"base_language_id" integer NOT NULL,
	"order_food" boolean DEFAULT false NOT NULL,
	"show_company_certificate" boolean DEFAULT false NOT NULL,
	"language_navigation" boolean DEFAULT false NOT NULL,
	"non_certification_menu" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplement_info_configs" (
	"tenant_id" integer NOT NULL,
	"region" varchar(8) NOT NULL,
	"flags" jsonb NOT NULL,
	CONSTRAINT "supplement_info_configs_tenant_id_region_pk" PRIMARY KEY("tenant_id","region")
);
--> statement-breakpoint
CREATE TABLE "tenant_hosts" (
	"host" varchar(253) PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"brand_name" varchar(100) NOT NULL,
	"brand_track_paths" boolean DEFAULT false NOT NULL,
	"default_site_id" integer NOT NULL,
	"gsc_hidden_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gather_information" boolean DEFAULT false NOT NULL,
	"contact_email" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"type_names" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_languages" ADD CONSTRAINT "country_languages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_languages" ADD CONSTRAINT "country_languages_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_languages" ADD CONSTRAINT "country_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_languages" ADD CONSTRAINT "country_languages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dict_items" ADD CONSTRAINT "dict_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dict_items" ADD CONSTRAINT "dict_items_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_links" ADD CONSTRAINT "footer_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_links" ADD CONSTRAINT "footer_links_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_configs" ADD CONSTRAINT "seo_configs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_configs" ADD CONSTRAINT "seo_configs_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_feedback" ADD CONSTRAINT "site_feedback_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_feedback" ADD CONSTRAINT "site_feedback_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_languages" ADD CONSTRAINT "site_languages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_languages" ADD CONSTRAINT "site_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_base_language_id_languages_id_fk" FOREIGN KEY ("base_language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplement_info_configs" ADD CONSTRAINT "supplement_info_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_hosts" ADD CONSTRAINT "tenant_hosts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_scope_published_idx" ON "news" USING btree ("site_id","language_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dict_items_scope_idx" ON "dict_items" USING btree ("site_id","language_id","dict_type","sort");--> statement-breakpoint
CREATE INDEX "footer_links_scope_idx" ON "footer_links" USING btree ("site_id","language_id","area_kind","sort");--> statement-breakpoint
CREATE INDEX "region_info_parent_idx" ON "region_info" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "region_info_level_country_idx" ON "region_info" USING btree ("level","country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_configs_scope_url_idx" ON "seo_configs" USING btree ("site_id","language_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "site_feedback_scope_idx" ON "site_feedback" USING btree ("site_id","language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_tenant_path_prefix_idx" ON "sites" USING btree ("tenant_id","path_prefix");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_tenant_site_name_idx" ON "sites" USING btree ("tenant_id","site_name");