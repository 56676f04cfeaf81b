CREATE TABLE "publish_listing_counts" (
	"tenant_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"goods_id" text NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "publish_listing_counts_shop_id_goods_id_pk" PRIMARY KEY("shop_id","goods_id")
);
--> statement-breakpoint
CREATE INDEX "publish_listing_counts_tenant_idx" ON "publish_listing_counts" USING btree ("tenant_id","goods_id");--> statement-breakpoint
CREATE INDEX "publish_items_key_idx" ON "publish_task_items" USING btree ("idempotency_key","status");--> statement-breakpoint
CREATE INDEX "publish_items_source_idx" ON "publish_task_items" USING btree ("source_item_id") WHERE source_item_id is not null;--> statement-breakpoint
CREATE INDEX "publish_tasks_source_idx" ON "publish_tasks" USING btree ("source_task_id") WHERE source_task_id is not null;--> statement-breakpoint
-- a shop's successful publishes so far, one per listing: a republish that found the listing its failed
-- item's attempt had made shares that item's key (and, before republishes stopped rewriting their
-- batch, was mirrored into it), so listings are counted by key
INSERT INTO "publish_listing_counts" ("tenant_id", "shop_id", "goods_id", "success_count")
SELECT "tenant_id", "shop_id", "goods_id", count(DISTINCT "idempotency_key")::int
FROM "publish_task_items"
WHERE "status" = 2
GROUP BY "tenant_id", "shop_id", "goods_id";
