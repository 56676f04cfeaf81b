ALTER TABLE "listings" ADD COLUMN "sync_lease_owner" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sync_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sync_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sync_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sync_error" text;