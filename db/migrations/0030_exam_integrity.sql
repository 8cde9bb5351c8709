ALTER TABLE "exam_papers" ALTER COLUMN "view_answer_details" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "exam_papers" ALTER COLUMN "view_answer" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "exam_papers" ALTER COLUMN "view_paper_analusis" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "relearn_wait_days" smallint DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "max_learning_cycles" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_relearn_wait_check" CHECK ("certifications"."relearn_wait_days" >= 0);--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_learning_cycles_check" CHECK ("certifications"."max_learning_cycles" >= 1);--> statement-breakpoint
-- Decision 0041: no exam shows answers unless set to. Every paper so far kept the flags'
-- old default (nothing could set them otherwise): theory exams go off, and so do the
-- quizzes, whose demo banks are the theory exams' topic pools.
UPDATE "exam_papers" SET "view_answer_details" = false, "view_answer" = false, "view_paper_analusis" = false;
