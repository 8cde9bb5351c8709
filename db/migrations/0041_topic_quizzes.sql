DROP INDEX "exam_questions_practice_text_idx";--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "quiz_exist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "exam_questions_practice_text_idx" ON "exam_questions" USING btree (md5(lower(regexp_replace(btrim("stem"), '[[:space:]]+', ' ', 'g')))) WHERE relation_type <> 0;