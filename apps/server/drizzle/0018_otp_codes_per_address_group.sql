-- A code belongs to the number and to the address group that asked for it (decision 042). Codes
-- already sent keep working: their group is '' (no requester's), which any address may still use
-- while the number has had fewer than 5 wrong codes in the hour.
ALTER TABLE "otp_codes" ADD COLUMN "address_group" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ALTER COLUMN "address_group" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "otp_codes" DROP CONSTRAINT "otp_codes_pkey";--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_mobile_address_group_pk" PRIMARY KEY("mobile","address_group");
