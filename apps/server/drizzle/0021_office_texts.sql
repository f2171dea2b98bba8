ALTER TABLE "jobs" ADD COLUMN "apply_phone" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "apply_whatsapp" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "slot_hours" jsonb DEFAULT '{"M":{"from":"09:00","to":"15:00"},"E":{"from":"18:00","to":"23:59"},"B":{"from":"09:00","to":"23:59"}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;