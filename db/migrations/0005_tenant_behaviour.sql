ALTER TABLE "tenants" ADD COLUMN "offers_logout" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "instructor_led_hidden_regions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "brand_palette" jsonb DEFAULT '["#eff6ff","#dbeafe","#bfdbfe","#93c5fd","#60a5fa","#3b82f6","#2563eb","#1d4ed8","#1e40af","#1e3a8a"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "logo_url" varchar(300) DEFAULT '/favicon.svg' NOT NULL;--> statement-breakpoint
-- Existing databases keep what the code used to decide by tenant code (frame §1, §2, §4).
UPDATE "tenants" SET "offers_logout" = false WHERE "code" = 'neutral';--> statement-breakpoint
UPDATE "tenants" SET "instructor_led_hidden_regions" = '["eu"]'::jsonb WHERE "code" = 'main';--> statement-breakpoint
UPDATE "tenants" SET "brand_palette" = '["#fff0f0","#ffdddd","#ffc0c1","#ff9497","#ff575c","#ff2329","#e60012","#c7000f","#a50311","#880a15"]'::jsonb WHERE "code" = 'main';--> statement-breakpoint
UPDATE "tenants" SET "brand_palette" = '["#fff7ed","#ffedd5","#fed7aa","#fdba74","#fb923c","#f97316","#ea580c","#c2410c","#9a3412","#7c2d12"]'::jsonb WHERE "code" = 'thermal';--> statement-breakpoint
UPDATE "tenants" SET "logo_url" = '/brand/' || "code" || '-logo.svg' WHERE "code" IN ('main', 'thermal', 'neutral');
