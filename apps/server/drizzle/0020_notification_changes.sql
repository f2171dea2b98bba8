-- Notifications that stay true (docs/api.md, What families read): what became of an item's subject
-- (withdrawn, expired, closed), and an index to find the items about one subject when it changes.
ALTER TABLE "notifications" ADD COLUMN "change" text;--> statement-breakpoint
CREATE INDEX "notifications_subject_idx" ON "notifications" USING btree (("data"->>'id'));