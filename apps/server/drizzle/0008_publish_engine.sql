CREATE TABLE "publish_lanes" (
	"lane" text PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publish_task_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"goods_id" text NOT NULL,
	"goods_tenant_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"shop_name" text NOT NULL,
	"station" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"platform_listing_id" text,
	"title" text NOT NULL,
	"img_url" text NOT NULL,
	"min_price_fen" integer,
	"max_price_fen" integer,
	"stock" integer,
	"source_item_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publish_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"creator_name" text NOT NULL,
	"market" smallint NOT NULL,
	"order_stations" smallint[] NOT NULL,
	"total_count" integer NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"fail_count" integer DEFAULT 0 NOT NULL,
	"source_task_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "publish_task_items" ADD CONSTRAINT "publish_task_items_task_id_publish_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."publish_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_task_items" ADD CONSTRAINT "publish_task_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_tasks" ADD CONSTRAINT "publish_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_tasks" ADD CONSTRAINT "publish_tasks_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publish_items_task_idx" ON "publish_task_items" USING btree ("task_id","status","seq");--> statement-breakpoint
CREATE INDEX "publish_items_pending_idx" ON "publish_task_items" USING btree ("station","next_attempt_at") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "publish_items_goods_idx" ON "publish_task_items" USING btree ("tenant_id","goods_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "publish_items_idempotency_idx" ON "publish_task_items" USING btree ("idempotency_key") WHERE source_item_id is null;--> statement-breakpoint
CREATE INDEX "publish_tasks_tenant_idx" ON "publish_tasks" USING btree ("tenant_id","creation_time" DESC NULLS FIRST);