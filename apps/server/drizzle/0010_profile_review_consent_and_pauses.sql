CREATE TABLE "not_interested" (
	"profile_id" uuid NOT NULL,
	"hidden_profile_id" uuid NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "not_interested_profile_id_hidden_profile_id_pk" PRIMARY KEY("profile_id","hidden_profile_id")
);
--> statement-breakpoint
CREATE TABLE "profile_consent_codes" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"profile_id" uuid NOT NULL,
	"shortlisted_profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlists_profile_id_shortlisted_profile_id_pk" PRIMARY KEY("profile_id","shortlisted_profile_id")
);
--> statement-breakpoint
ALTER TABLE "interests" DROP CONSTRAINT "interests_status_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "profiles_search_idx";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
-- Pictures uploaded before review existed were already shown: they stay approved.
UPDATE "profile_pictures" SET "status" = 'approved';--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD COLUMN "reviewed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "community" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "native_place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "photo_visibility" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "no_picture" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "is_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "consent_mobile" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "consent_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "consent_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
-- Profiles made before drafts existed went for approval when made.
UPDATE "profiles" SET "submitted_at" = "created_at";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "profiles" SET "last_active_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "recommendations_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "recommendations_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "not_interested" ADD CONSTRAINT "not_interested_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "not_interested" ADD CONSTRAINT "not_interested_hidden_profile_id_profiles_id_fk" FOREIGN KEY ("hidden_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_consent_codes" ADD CONSTRAINT "profile_consent_codes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_shortlisted_profile_id_profiles_id_fk" FOREIGN KEY ("shortlisted_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shortlists_list_idx" ON "shortlists" USING btree ("profile_id","created_at","shortlisted_profile_id");--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD CONSTRAINT "profile_pictures_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interests_pending_idx" ON "interests" USING btree ("created_at") WHERE "interests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "profile_pictures_queue_idx" ON "profile_pictures" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "profiles_search_newest_idx" ON "profiles" USING btree ("gender","created_at","id") WHERE "profiles"."approved_on" is not null and not "profiles"."is_paused";--> statement-breakpoint
CREATE INDEX "profiles_search_active_idx" ON "profiles" USING btree ("gender","last_active_at","id") WHERE "profiles"."approved_on" is not null and not "profiles"."is_paused";--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING btree ("gender","date_of_birth","id") WHERE "profiles"."approved_on" is not null and not "profiles"."is_paused";--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_status_check" CHECK ("interests"."status" in ('pending', 'accepted', 'declined', 'withdrawn', 'expired'));--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD CONSTRAINT "profile_pictures_status_check" CHECK ("profile_pictures"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_community_check" CHECK ("profiles"."community" in ('cutchi_memon', 'halai_memon', 'other_memon', 'other'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_photo_visibility_check" CHECK ("profiles"."photo_visibility" in ('members', 'accepted', 'hidden'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_pause_reason_check" CHECK ("profiles"."pause_reason" in ('engaged', 'married', 'break'));