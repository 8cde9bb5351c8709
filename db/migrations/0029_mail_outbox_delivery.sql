-- Mail written before the outbox delivered anything was kept (no SMTP_URL): it gets a Message-ID of its own and stays kept.
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" varchar(255) DEFAULT ('<' || gen_random_uuid() || '@academy.localhost>') NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "message_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "status" varchar(8) DEFAULT 'kept' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_message_id_idx" ON "mail_outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","next_attempt_at") WHERE "mail_outbox"."status" in ('queued', 'failed');