CREATE TABLE "certificate_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"certification_release_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "certification_release_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "holder_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_applications" ADD CONSTRAINT "certificate_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_applications" ADD CONSTRAINT "certificate_applications_certification_release_id_certification_releases_id_fk" FOREIGN KEY ("certification_release_id") REFERENCES "public"."certification_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_applications" ADD CONSTRAINT "certificate_applications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_applications" ADD CONSTRAINT "certificate_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_applications_pending_idx" ON "certificate_applications" USING btree ("user_id","certification_release_id") WHERE "certificate_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "certificate_applications_user_idx" ON "certificate_applications" USING btree ("user_id","certification_release_id");--> statement-breakpoint
CREATE INDEX "certificate_applications_site_status_idx" ON "certificate_applications" USING btree ("site_id","status","created_at");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_certification_release_id_certification_releases_id_fk" FOREIGN KEY ("certification_release_id") REFERENCES "public"."certification_releases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_application_id_certificate_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."certificate_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_application_idx" ON "certificates" USING btree ("application_id");