CREATE TABLE "certificate_reminder_dismissals" (
	"user_id" integer NOT NULL,
	"certification_release_id" integer NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_reminder_dismissals_user_id_certification_release_id_pk" PRIMARY KEY("user_id","certification_release_id")
);
--> statement-breakpoint
ALTER TABLE "certificate_reminder_dismissals" ADD CONSTRAINT "certificate_reminder_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_reminder_dismissals" ADD CONSTRAINT "certificate_reminder_dismissals_certification_release_id_certification_releases_id_fk" FOREIGN KEY ("certification_release_id") REFERENCES "public"."certification_releases"("id") ON DELETE cascade ON UPDATE no action;