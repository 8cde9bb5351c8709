-- Orders placed before the terms of sale had versions accepted the checkout's sentence of them.
ALTER TABLE "orders" ADD COLUMN "terms_version" varchar(32) NOT NULL DEFAULT 'initial';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "terms_version" DROP DEFAULT;
