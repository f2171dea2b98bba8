CREATE TABLE "places" (
	"id" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_gu" text NOT NULL,
	"name_hi" text NOT NULL,
	"name_ur" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "first_name_latin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_name_latin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "place_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The names already in A-Z are their own Latin-letter form (issue 32 item 2).
UPDATE "profiles" SET "first_name_latin" = "first_name" WHERE "first_name" ~ '^[A-Za-z .''-]+$';--> statement-breakpoint
UPDATE "profiles" SET "last_name_latin" = "last_name" WHERE "last_name" ~ '^[A-Za-z .''-]+$';
