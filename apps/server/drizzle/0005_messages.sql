CREATE TABLE "follow_scenes" (
	"scene_key" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_switches" (
	"tenant_id" uuid NOT NULL,
	"switch_key" text NOT NULL,
	"is_enable" boolean NOT NULL,
	"last_modification_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_switches_tenant_id_switch_key_pk" PRIMARY KEY("tenant_id","switch_key")
);
--> statement-breakpoint
CREATE TABLE "mini_subscriptions" (
	"user_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"status" text NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	"last_modification_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mini_subscriptions_user_id_template_id_pk" PRIMARY KEY("user_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"open_id" text NOT NULL,
	"status" text NOT NULL,
	"error_code" integer,
	"error_message" text,
	"wechat_msg_id" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"data" jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_account_followers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"open_id" text NOT NULL,
	"is_following" boolean NOT NULL,
	"followed_at" timestamp with time zone NOT NULL,
	"last_modification_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_callback_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_sandbox_followers" (
	"open_id" text PRIMARY KEY NOT NULL,
	"union_id" text NOT NULL,
	"is_following" boolean NOT NULL,
	"last_modification_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_sandbox_followers_union_id_unique" UNIQUE("union_id")
);
--> statement-breakpoint
CREATE TABLE "wechat_sandbox_inbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"open_id" text NOT NULL,
	"template_id" text NOT NULL,
	"url" text,
	"data" jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_urls" (
	"code" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"long_url" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follow_scenes" ADD CONSTRAINT "follow_scenes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_scenes" ADD CONSTRAINT "follow_scenes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_switches" ADD CONSTRAINT "message_switches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_subscriptions" ADD CONSTRAINT "mini_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_subscriptions" ADD CONSTRAINT "mini_subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_account_followers" ADD CONSTRAINT "official_account_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_account_followers" ADD CONSTRAINT "official_account_followers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_sandbox_followers" ADD CONSTRAINT "wechat_sandbox_followers_union_id_wechat_sandbox_users_union_id_fk" FOREIGN KEY ("union_id") REFERENCES "public"."wechat_sandbox_users"("union_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_urls" ADD CONSTRAINT "short_urls_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_urls" ADD CONSTRAINT "short_urls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_once_idx" ON "notification_deliveries" USING btree ("notification_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_idx" ON "notifications" USING btree ("tenant_id","kind","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_tenant_idx" ON "notifications" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "oa_followers_tenant_idx" ON "official_account_followers" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "oa_followers_open_id_idx" ON "official_account_followers" USING btree ("open_id");--> statement-breakpoint
CREATE INDEX "wechat_sandbox_inbox_open_id_idx" ON "wechat_sandbox_inbox" USING btree ("open_id","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "short_urls_tenant_long_idx" ON "short_urls" USING btree ("tenant_id","long_url");