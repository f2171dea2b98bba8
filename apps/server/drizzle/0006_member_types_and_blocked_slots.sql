ALTER TABLE "booking_slots" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "member_type" text;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD COLUMN "blocked_date_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "amount_mismatch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "member_type_unverified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_paise" integer;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_blocked_date_id_blocked_dates_id_fk" FOREIGN KEY ("blocked_date_id") REFERENCES "public"."blocked_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_slots_blocked_date_idx" ON "booking_slots" USING btree ("blocked_date_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_member_type_check" CHECK ("users"."member_type" in ('CM', 'M', 'NCM'));--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_owner_check" CHECK (("booking_slots"."booking_id" is null) <> ("booking_slots"."blocked_date_id" is null));--> statement-breakpoint
-- Bookings made before member types existed were never checked against one.
UPDATE "bookings" SET "member_type_unverified" = true;--> statement-breakpoint
-- Blocks claim their halves like bookings do. Where a live booking already holds a half (the race
-- this migration closes), the booking keeps it and the office sees both.
INSERT INTO "booking_slots" ("hall_id", "date", "half", "blocked_date_id", "slot")
SELECT bd."hall_id", bd."date", h."half", bd."id", bd."slot"
FROM "blocked_dates" bd CROSS JOIN (VALUES ('M'), ('E')) AS h("half")
WHERE bd."slot" = 'B' OR bd."slot" = h."half"
ON CONFLICT DO NOTHING;
