CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_kind_period_pk" PRIMARY KEY("kind","period")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"rule" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_refund_id" text,
	"credit_note_number" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"raw" jsonb,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_kind_check" CHECK ("refunds"."kind" in ('cancellation', 'office')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"hall_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"date" date NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_slot_check" CHECK ("waitlist"."slot" in ('M', 'E', 'B'))
);
--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "advance_percent" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "balance_due_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "advance_amount" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_due_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "event_reminders_sent" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_refund_id_key" ON "refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_credit_note_number_key" ON "refunds" USING btree ("credit_note_number");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_user_hall_date_slot_key" ON "waitlist" USING btree ("user_id","hall_id","date","slot");--> statement-breakpoint
CREATE INDEX "waitlist_hall_date_idx" ON "waitlist" USING btree ("hall_id","date","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_key" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_key" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "payments_created_open_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" in ('created', 'failed');--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_advance_percent_check" CHECK ("halls"."advance_percent" between 1 and 100);--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_balance_due_days_check" CHECK ("halls"."balance_due_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('full', 'advance', 'balance'));--> statement-breakpoint
WITH numbered AS (
	SELECT "id", to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'YYYY') AS "year",
		row_number() OVER (PARTITION BY to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'YYYY') ORDER BY "created_at", "id") AS "n"
	FROM "bookings"
)
UPDATE "bookings" SET "reference" = 'SMJ-' || numbered."year" || '-' || lpad(numbered."n"::text, 6, '0')
FROM numbered WHERE numbered."id" = "bookings"."id";--> statement-breakpoint
INSERT INTO "document_counters" ("kind", "period", "last")
SELECT 'booking', to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'YYYY'), count(*)::int FROM "bookings"
GROUP BY 2;
