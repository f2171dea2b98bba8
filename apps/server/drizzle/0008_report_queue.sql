ALTER TABLE "profile_reports" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD COLUMN "closed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD COLUMN "close_action" text;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD COLUMN "close_note" text;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;