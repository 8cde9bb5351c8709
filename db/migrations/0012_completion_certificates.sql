CREATE TABLE "completion_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "completion_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"course_release_id" integer NOT NULL,
	"certificate_number" varchar(40) NOT NULL,
	"holder_name" varchar(100) DEFAULT '' NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "completion_certificate" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "completion_certificates" ADD CONSTRAINT "completion_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completion_certificates" ADD CONSTRAINT "completion_certificates_course_release_id_course_releases_id_fk" FOREIGN KEY ("course_release_id") REFERENCES "public"."course_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "completion_certificates_user_course_idx" ON "completion_certificates" USING btree ("user_id","course_release_id");--> statement-breakpoint
CREATE UNIQUE INDEX "completion_certificates_number_idx" ON "completion_certificates" USING btree ("certificate_number");