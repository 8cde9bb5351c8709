CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"state" varchar(18) NOT NULL,
	"method" varchar(14) NOT NULL,
	"provider" varchar(10) NOT NULL,
	"provider_payment_id" varchar(255),
	"redirect_url" varchar(1000),
	"reference" varchar(24) NOT NULL,
	"currency" char(3) NOT NULL,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"unit_amount_minor" integer NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"service_charge_bp" smallint NOT NULL,
	"service_charge_minor" integer NOT NULL,
	"vat_rate_bp" smallint NOT NULL,
	"vat_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."unit_amount_minor" > 0 and "orders"."subtotal_minor" = "orders"."unit_amount_minor" * "orders"."quantity"
        and "orders"."total_minor" = "orders"."subtotal_minor" + "orders"."service_charge_minor" + "orders"."vat_minor")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" varchar(10) NOT NULL,
	"event_id" varchar(255) NOT NULL,
	"type" varchar(80) NOT NULL,
	"order_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "site_payment_rates" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"vat_rate_bp" smallint DEFAULT 0 NOT NULL,
	"service_charge_bp" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_payment_rates_check" CHECK ("site_payment_rates"."vat_rate_bp" between 0 and 10000 and "site_payment_rates"."service_charge_bp" between 0 and 10000)
);
--> statement-breakpoint
DROP INDEX "classroom_enrolments_seat_idx";--> statement-breakpoint
DROP INDEX "classroom_enrolments_live_release_idx";--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "fee_minor" integer;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "currency" char(3);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_payment_rates" ADD CONSTRAINT "site_payment_rates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_once_idx" ON "orders" USING btree ("user_id","classroom_id") WHERE state in ('created', 'awaiting_transfer');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_idx" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_payment_idx" ON "orders" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "orders_open_due_idx" ON "orders" USING btree ("due_at") WHERE state in ('created', 'awaiting_transfer');--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_classroom_idx" ON "orders" USING btree ("classroom_id","state");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_enrolments_seat_idx" ON "classroom_enrolments" USING btree ("classroom_id","user_id") WHERE status in ('reserved', 'pending', 'approved', 'checked_in', 'finished', 'absent');--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_enrolments_live_release_idx" ON "classroom_enrolments" USING btree ("user_id","certification_release_id") WHERE status in ('reserved', 'pending', 'approved', 'checked_in') and certification_release_id is not null;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_fee_check" CHECK (("classrooms"."fee_minor" is null and "classrooms"."currency" is null) or ("classrooms"."fee_minor" > 0 and "classrooms"."currency" is not null));