CREATE TABLE "idp_email_verifications" (
	"token_hash" char(64) PRIMARY KEY NOT NULL,
	"account_id" varchar(36) NOT NULL,
	"email" varchar(254) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_country_code" char(2);--> statement-breakpoint
ALTER TABLE "idp_email_verifications" ADD CONSTRAINT "idp_email_verifications_account_id_idp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."idp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idp_email_verifications_account_idx" ON "idp_email_verifications" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "idp_email_verifications_expires_idx" ON "idp_email_verifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
-- Users of the embedded provider take the state and country of their account; others get them at their next sign-in.
UPDATE "users" u SET "email_verified" = a."email_verified" AND lower(u."email") = a."email",
  "identity_country_code" = a."country_code"
  FROM "idp_accounts" a WHERE u."idp_subject" = a."id";
