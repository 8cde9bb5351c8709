CREATE TABLE "idp_enrolment_codes" (
	"account_id" varchar(36) PRIMARY KEY NOT NULL,
	"code_hash" char(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts_left" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idp_enrolment_codes" ADD CONSTRAINT "idp_enrolment_codes_account_id_idp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."idp_accounts"("id") ON DELETE cascade ON UPDATE no action;