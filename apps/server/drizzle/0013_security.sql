CREATE TABLE "login_attempts" (
	"user_name" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "pay_url" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "trade_no" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refund_fen" integer;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refund_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refund_error" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "open_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunded_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refund_requests" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "publish_tasks" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "access_tokens_session_idx" ON "access_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publish_tasks_request_key_idx" ON "publish_tasks" USING btree ("tenant_id","request_key") WHERE request_key is not null;