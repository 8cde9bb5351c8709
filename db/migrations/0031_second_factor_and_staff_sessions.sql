CREATE TABLE "idp_recovery_codes" (
	"code_hash" char(64) PRIMARY KEY NOT NULL,
	"account_id" varchar(36) NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idp_second_factors" (
	"account_id" varchar(36) PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "idle_seconds" integer DEFAULT 259200 NOT NULL;--> statement-breakpoint
ALTER TABLE "idp_recovery_codes" ADD CONSTRAINT "idp_recovery_codes_account_id_idp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."idp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_second_factors" ADD CONSTRAINT "idp_second_factors_account_id_idp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."idp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idp_recovery_codes_account_idx" ON "idp_recovery_codes" USING btree ("account_id");--> statement-breakpoint
-- Staff signed in before the second factor existed: they sign in again, with it (decision 0043).
DELETE FROM "sessions" WHERE "user_id" IN (SELECT "user_id" FROM "user_roles");
