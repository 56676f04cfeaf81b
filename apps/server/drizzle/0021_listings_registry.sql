CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"station" smallint NOT NULL,
	"goods_id" text NOT NULL,
	"goods_tenant_id" uuid NOT NULL,
	"platform_listing_id" text NOT NULL,
	"merchant_code" text NOT NULL,
	"publish_item_id" uuid,
	"skus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_rule" jsonb,
	"min_price_fen" integer,
	"max_price_fen" integer,
	"stock" integer,
	"status" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"last_synced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_platform_idx" ON "listings" USING btree ("shop_id","platform_listing_id");--> statement-breakpoint
CREATE INDEX "listings_tenant_idx" ON "listings" USING btree ("tenant_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_goods_idx" ON "listings" USING btree ("tenant_id","goods_id");--> statement-breakpoint
-- The publishes made before the registry: one listing per (shop, platform listing) a succeeded item names,
-- taken from its earliest success. Their SKUs were not kept; a note on a success only ever said the
-- listing went to the shop's warehouse.
INSERT INTO "listings" ("tenant_id", "shop_id", "station", "goods_id", "goods_tenant_id", "platform_listing_id",
  "merchant_code", "publish_item_id", "min_price_fen", "max_price_fen", "stock", "status", "published_at")
SELECT DISTINCT ON (i.shop_id, i.platform_listing_id) i.tenant_id, i.shop_id, i.station, i.goods_id, i.goods_tenant_id,
  i.platform_listing_id, i.idempotency_key, i.id, i.min_price_fen, i.max_price_fen, i.stock,
  CASE WHEN i.reason IS NULL THEN 'onSale' ELSE 'warehouse' END, coalesce(i.finished_at, i.creation_time)
FROM "publish_task_items" i
WHERE i.status = 2 AND i.platform_listing_id IS NOT NULL
ORDER BY i.shop_id, i.platform_listing_id, coalesce(i.finished_at, i.creation_time);
