CREATE TABLE "smart_try_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smart_try_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"certification_id" integer NOT NULL,
	"certification_name" varchar(200) NOT NULL,
	"product_type_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_try_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smart_try_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"benefits" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_try_distributors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smart_try_distributors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"country_code" char(2) NOT NULL,
	"city" varchar(100) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_try_product_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smart_try_product_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" varchar(120) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "smart_try_applications" ADD CONSTRAINT "smart_try_applications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_applications" ADD CONSTRAINT "smart_try_applications_campaign_id_smart_try_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."smart_try_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_applications" ADD CONSTRAINT "smart_try_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_applications" ADD CONSTRAINT "smart_try_applications_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_applications" ADD CONSTRAINT "smart_try_applications_product_type_id_smart_try_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."smart_try_product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_applications" ADD CONSTRAINT "smart_try_applications_distributor_id_smart_try_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."smart_try_distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_campaigns" ADD CONSTRAINT "smart_try_campaigns_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_campaigns" ADD CONSTRAINT "smart_try_campaigns_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_distributors" ADD CONSTRAINT "smart_try_distributors_campaign_id_smart_try_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."smart_try_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_try_product_types" ADD CONSTRAINT "smart_try_product_types_campaign_id_smart_try_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."smart_try_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "smart_try_applications_once_idx" ON "smart_try_applications" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "smart_try_applications_user_idx" ON "smart_try_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "smart_try_campaigns_scope_idx" ON "smart_try_campaigns" USING btree ("site_id","language_id","ends_at");--> statement-breakpoint
CREATE INDEX "smart_try_distributors_campaign_idx" ON "smart_try_distributors" USING btree ("campaign_id","country_code","name");--> statement-breakpoint
CREATE INDEX "smart_try_product_types_campaign_idx" ON "smart_try_product_types" USING btree ("campaign_id","position");