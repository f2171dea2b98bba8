CREATE TABLE "account_event_counters" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_events" (
	"account_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_events_account_id_seq_pk" PRIMARY KEY("account_id","seq"),
	CONSTRAINT "account_events_type_check" CHECK ("account_events"."type" in ('message', 'read', 'conversation', 'notification'))
);
--> statement-breakpoint
CREATE TABLE "event_streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"server_id" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_event_counters" ADD CONSTRAINT "account_event_counters_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_streams" ADD CONSTRAINT "event_streams_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_events_created_idx" ON "account_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "event_streams_account_idx" ON "event_streams" USING btree ("account_id","seen_at");--> statement-breakpoint
CREATE INDEX "event_streams_seen_idx" ON "event_streams" USING btree ("seen_at");