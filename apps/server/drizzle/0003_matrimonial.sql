CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_profile_id" uuid NOT NULL,
	"to_profile_id" uuid NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "interests_status_check" CHECK ("interests"."status" in ('pending', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "interests_not_self_check" CHECK ("interests"."from_profile_id" <> "interests"."to_profile_id")
);
--> statement-breakpoint
CREATE TABLE "profile_blocks" (
	"blocker_user_id" uuid NOT NULL,
	"blocked_profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_blocks_blocker_user_id_blocked_profile_id_pk" PRIMARY KEY("blocker_user_id","blocked_profile_id")
);
--> statement-breakpoint
CREATE TABLE "profile_pictures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"large_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_user_id" uuid NOT NULL,
	"reported_profile_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"viewer_profile_id" uuid NOT NULL,
	"viewed_profile_id" uuid NOT NULL,
	"first_viewed_at" timestamp with time zone NOT NULL,
	"last_viewed_at" timestamp with time zone NOT NULL,
	"view_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "profile_views_viewer_profile_id_viewed_profile_id_pk" PRIMARY KEY("viewer_profile_id","viewed_profile_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"marital_status" text NOT NULL,
	"has_job" boolean DEFAULT false NOT NULL,
	"occupation" text DEFAULT '' NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"height_cm" integer,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"mother_tongue" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"relation" text NOT NULL,
	"approved_on" timestamp with time zone,
	"rejection_reason" text,
	"is_last_selected" boolean DEFAULT false NOT NULL,
	"prefer_marital_status" text DEFAULT 'any' NOT NULL,
	"prefer_with_job" text DEFAULT 'any' NOT NULL,
	"prefer_min_age" integer DEFAULT 18 NOT NULL,
	"prefer_max_age" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_gender_check" CHECK ("profiles"."gender" in ('male', 'female')),
	CONSTRAINT "profiles_marital_status_check" CHECK ("profiles"."marital_status" in ('never_married', 'divorced', 'widowed', 'awaiting_divorce')),
	CONSTRAINT "profiles_prefer_ages_check" CHECK ("profiles"."prefer_min_age" <= "profiles"."prefer_max_age")
);
--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_from_profile_id_profiles_id_fk" FOREIGN KEY ("from_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_to_profile_id_profiles_id_fk" FOREIGN KEY ("to_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_blocks" ADD CONSTRAINT "profile_blocks_blocker_user_id_users_id_fk" FOREIGN KEY ("blocker_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_blocks" ADD CONSTRAINT "profile_blocks_blocked_profile_id_profiles_id_fk" FOREIGN KEY ("blocked_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD CONSTRAINT "profile_pictures_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_reported_profile_id_profiles_id_fk" FOREIGN KEY ("reported_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_profile_id_profiles_id_fk" FOREIGN KEY ("viewer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewed_profile_id_profiles_id_fk" FOREIGN KEY ("viewed_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interests_pair_key" ON "interests" USING btree (least("from_profile_id", "to_profile_id"),greatest("from_profile_id", "to_profile_id"));--> statement-breakpoint
CREATE INDEX "interests_from_idx" ON "interests" USING btree ("from_profile_id","created_at","id");--> statement-breakpoint
CREATE INDEX "interests_to_idx" ON "interests" USING btree ("to_profile_id","created_at","id");--> statement-breakpoint
CREATE INDEX "profile_blocks_blocked_idx" ON "profile_blocks" USING btree ("blocked_profile_id","blocker_user_id");--> statement-breakpoint
CREATE INDEX "profile_pictures_profile_idx" ON "profile_pictures" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_pictures_one_primary" ON "profile_pictures" USING btree ("profile_id") WHERE "profile_pictures"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "profile_reports_once_key" ON "profile_reports" USING btree ("reporter_user_id","reported_profile_id");--> statement-breakpoint
CREATE INDEX "profile_reports_created_idx" ON "profile_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "profile_views_viewer_idx" ON "profile_views" USING btree ("viewer_profile_id","last_viewed_at","viewed_profile_id");--> statement-breakpoint
CREATE INDEX "profile_views_viewed_idx" ON "profile_views" USING btree ("viewed_profile_id","last_viewed_at","viewer_profile_id");--> statement-breakpoint
CREATE INDEX "profiles_user_idx" ON "profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_one_active_per_user" ON "profiles" USING btree ("user_id") WHERE "profiles"."is_last_selected";--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING btree ("gender","date_of_birth","id") WHERE "profiles"."approved_on" is not null;--> statement-breakpoint
CREATE INDEX "profiles_admin_idx" ON "profiles" USING btree ("created_at","id");