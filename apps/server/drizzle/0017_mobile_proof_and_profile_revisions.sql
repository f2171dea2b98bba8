CREATE TABLE "profile_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"fields" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"reason" text,
	CONSTRAINT "profile_revisions_status_check" CHECK ("profile_revisions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "consent_user_id" uuid;--> statement-breakpoint
-- Accounts that ever used a one-time code sent to their number (a login by code or a password reset)
-- have proven it; the others are asked once (decision 041).
UPDATE "users" u SET "mobile_verified_at" = t.first_use FROM (
	SELECT "mobile", min("consumed_at") AS first_use FROM "otp_login_tokens" WHERE "consumed_at" IS NOT NULL GROUP BY "mobile"
) t WHERE t."mobile" = u."mobile";--> statement-breakpoint
-- One number confirms one candidate: where a number confirmed several, the earliest keeps it and the
-- others must ask their candidate again.
UPDATE "profiles" p SET "consent_mobile" = NULL, "consent_confirmed_at" = NULL
WHERE p."consent_confirmed_at" IS NOT NULL AND EXISTS (
	SELECT 1 FROM "profiles" q WHERE q."consent_mobile" = p."consent_mobile" AND q."consent_confirmed_at" IS NOT NULL
	AND (q."consent_confirmed_at", q."id") < (p."consent_confirmed_at", p."id")
);--> statement-breakpoint
ALTER TABLE "profile_revisions" ADD CONSTRAINT "profile_revisions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_revisions" ADD CONSTRAINT "profile_revisions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_revisions_one_pending_key" ON "profile_revisions" USING btree ("profile_id") WHERE "profile_revisions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "profile_revisions_status_idx" ON "profile_revisions" USING btree ("status","submitted_at","id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_consent_user_id_users_id_fk" FOREIGN KEY ("consent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_consent_mobile_key" ON "profiles" USING btree ("consent_mobile") WHERE "profiles"."consent_confirmed_at" is not null;