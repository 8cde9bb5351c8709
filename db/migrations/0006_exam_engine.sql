CREATE TABLE "exam_answers" (
	"attempt_id" integer NOT NULL,
	"attempt_question_id" integer NOT NULL,
	"answer" varchar(26) NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_answers_attempt_id_attempt_question_id_pk" PRIMARY KEY("attempt_id","attempt_question_id"),
	CONSTRAINT "exam_answers_letters_check" CHECK ("exam_answers"."answer" ~ '^[A-Z]+$')
);
--> statement-breakpoint
CREATE TABLE "exam_attempt_options" (
	"attempt_question_id" integer NOT NULL,
	"option_no" char(1) NOT NULL,
	"content" text NOT NULL,
	"correct" boolean NOT NULL,
	CONSTRAINT "exam_attempt_options_attempt_question_id_option_no_pk" PRIMARY KEY("attempt_question_id","option_no")
);
--> statement-breakpoint
CREATE TABLE "exam_attempt_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_attempt_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_id" integer NOT NULL,
	"question_id" integer,
	"position" smallint NOT NULL,
	"question_type" smallint NOT NULL,
	"stem" text NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"points" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"relation_type" smallint NOT NULL,
	"relation_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"paper_id" integer NOT NULL,
	"total_score" smallint NOT NULL,
	"pass_score" smallint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone,
	"state" varchar(8) DEFAULT 'open' NOT NULL,
	"score" smallint,
	"pass_status" smallint DEFAULT 2 NOT NULL,
	"graded_at" timestamp with time zone,
	CONSTRAINT "exam_attempts_graded_check" CHECK (("exam_attempts"."state" = 'open' and "exam_attempts"."score" is null and "exam_attempts"."pass_status" = 2 and "exam_attempts"."graded_at" is null)
        or ("exam_attempts"."state" = 'graded' and "exam_attempts"."score" is not null and "exam_attempts"."pass_status" in (0, 1) and "exam_attempts"."graded_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "exam_options" (
	"question_id" integer NOT NULL,
	"option_no" char(1) NOT NULL,
	"content" text NOT NULL,
	"correct" boolean DEFAULT false NOT NULL,
	CONSTRAINT "exam_options_question_id_option_no_pk" PRIMARY KEY("question_id","option_no"),
	CONSTRAINT "exam_options_no_check" CHECK ("exam_options"."option_no" between 'A' and 'Z')
);
--> statement-breakpoint
CREATE TABLE "exam_paper_rules" (
	"paper_id" integer NOT NULL,
	"question_type" smallint NOT NULL,
	"question_count" smallint NOT NULL,
	"points" smallint NOT NULL,
	CONSTRAINT "exam_paper_rules_paper_id_question_type_pk" PRIMARY KEY("paper_id","question_type"),
	CONSTRAINT "exam_paper_rules_type_check" CHECK ("exam_paper_rules"."question_type" in (1, 2, 4)),
	CONSTRAINT "exam_paper_rules_count_check" CHECK ("exam_paper_rules"."question_count" > 0 and "exam_paper_rules"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "exam_papers" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"relation_type" smallint NOT NULL,
	"relation_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"duration_seconds" integer,
	"total_score" smallint NOT NULL,
	"pass_score" smallint NOT NULL,
	"max_attempts" smallint DEFAULT 2 NOT NULL,
	"shuffle" boolean DEFAULT true NOT NULL,
	"view_answer_details" boolean DEFAULT true NOT NULL,
	"view_answer" boolean DEFAULT true NOT NULL,
	"view_paper_analusis" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_papers_kind_check" CHECK ("exam_papers"."kind" in (0, 1)),
	CONSTRAINT "exam_papers_pass_check" CHECK ("exam_papers"."pass_score" between 0 and "exam_papers"."total_score")
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"relation_type" smallint NOT NULL,
	"relation_id" integer NOT NULL,
	"question_type" smallint NOT NULL,
	"stem" text NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_questions_type_check" CHECK ("exam_questions"."question_type" in (1, 2, 4))
);
--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_question_id_exam_attempt_questions_id_fk" FOREIGN KEY ("attempt_question_id") REFERENCES "public"."exam_attempt_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt_options" ADD CONSTRAINT "exam_attempt_options_attempt_question_id_exam_attempt_questions_id_fk" FOREIGN KEY ("attempt_question_id") REFERENCES "public"."exam_attempt_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt_questions" ADD CONSTRAINT "exam_attempt_questions_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt_questions" ADD CONSTRAINT "exam_attempt_questions_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_options" ADD CONSTRAINT "exam_options_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_paper_rules" ADD CONSTRAINT "exam_paper_rules_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempt_questions_position_idx" ON "exam_attempt_questions" USING btree ("attempt_id","position");--> statement-breakpoint
CREATE INDEX "exam_attempts_user_idx" ON "exam_attempts" USING btree ("user_id","relation_type","relation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_open_idx" ON "exam_attempts" USING btree ("user_id","relation_type","relation_id") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "exam_attempts_deadline_idx" ON "exam_attempts" USING btree ("deadline") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "exam_attempts_site_idx" ON "exam_attempts" USING btree ("site_id","relation_type","relation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_papers_relation_idx" ON "exam_papers" USING btree ("relation_type","relation_id");--> statement-breakpoint
CREATE INDEX "exam_papers_scope_idx" ON "exam_papers" USING btree ("site_id","language_id");--> statement-breakpoint
CREATE INDEX "exam_questions_draw_idx" ON "exam_questions" USING btree ("relation_type","relation_id","question_type") WHERE active;--> statement-breakpoint
CREATE INDEX "exam_questions_scope_idx" ON "exam_questions" USING btree ("site_id","language_id");