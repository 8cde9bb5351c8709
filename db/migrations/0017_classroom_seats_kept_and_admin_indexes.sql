DROP INDEX "classroom_enrolments_live_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_enrolments_seat_idx" ON "classroom_enrolments" USING btree ("classroom_id","user_id") WHERE status in ('pending', 'approved', 'checked_in', 'finished', 'absent');--> statement-breakpoint
CREATE INDEX "classroom_enrolments_site_status_idx" ON "classroom_enrolments" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "classrooms_ends_idx" ON "classrooms" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "practical_exam_enrolments_site_status_idx" ON "practical_exam_enrolments" USING btree ("site_id","status","created_at");