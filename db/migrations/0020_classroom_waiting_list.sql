CREATE TABLE "classroom_waiting_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classroom_waiting_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"classroom_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"reason" varchar(16),
	"dietary_requirements" varchar(200),
	"allergies" varchar(200),
	"enrolment_id" integer,
	"joined_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classroom_waiting_entries" ADD CONSTRAINT "classroom_waiting_entries_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_waiting_entries" ADD CONSTRAINT "classroom_waiting_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_waiting_entries" ADD CONSTRAINT "classroom_waiting_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_waiting_entries" ADD CONSTRAINT "classroom_waiting_entries_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_waiting_entries" ADD CONSTRAINT "classroom_waiting_entries_enrolment_id_classroom_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."classroom_enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_waiting_once_idx" ON "classroom_waiting_entries" USING btree ("classroom_id","user_id") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "classroom_waiting_queue_idx" ON "classroom_waiting_entries" USING btree ("classroom_id","joined_at","id") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "classroom_waiting_user_idx" ON "classroom_waiting_entries" USING btree ("user_id","joined_at");