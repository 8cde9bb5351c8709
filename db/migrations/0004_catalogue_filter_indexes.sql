CREATE INDEX "certification_releases_certification_idx" ON "certification_releases" USING btree ("certification_id","language_id");--> statement-breakpoint
CREATE INDEX "certifications_type_idx" ON "certifications" USING btree ("tenant_id","type_id","subtype_id");--> statement-breakpoint
CREATE INDEX "courses_product_line_idx" ON "courses" USING btree ("product_line_id");--> statement-breakpoint
CREATE INDEX "courses_video_type_idx" ON "courses" USING btree ("video_type_id");--> statement-breakpoint
CREATE INDEX "topics_product_line_idx" ON "topics" USING btree ("site_id","language_id","product_line_id");--> statement-breakpoint
CREATE INDEX "topics_video_type_idx" ON "topics" USING btree ("site_id","language_id","video_type_id");