CREATE TABLE "goods_changes" (
	"goods_id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"handled_version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_sync_policies" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"policy" jsonb NOT NULL,
	"last_modification_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "pending_sync" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sync_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sync_note" text;--> statement-breakpoint
ALTER TABLE "shop_sync_policies" ADD CONSTRAINT "shop_sync_policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_source_idx" ON "listings" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "listings_pending_idx" ON "listings" USING btree ("station") WHERE pending_sync is not null;--> statement-breakpoint
-- The supplier-change outbox: a change to a good's status, or to a SKU's stock or drop-ship price (or a SKU
-- added or removed), notes the good in goods_changes in the same transaction, when some listing holds it.
CREATE FUNCTION "note_goods_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_goods text;
BEGIN
  IF TG_TABLE_NAME = 'goods' THEN
    changed_goods := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    changed_goods := OLD.goods_id;
  ELSE
    changed_goods := NEW.goods_id;
  END IF;
  IF EXISTS (SELECT 1 FROM listings WHERE goods_id = changed_goods) THEN
    INSERT INTO goods_changes (goods_id, version, changed_at) VALUES (changed_goods, 1, clock_timestamp())
    ON CONFLICT (goods_id) DO UPDATE SET version = goods_changes.version + 1, changed_at = clock_timestamp();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "goods_skus_changed" AFTER INSERT OR DELETE OR UPDATE OF "stock", "daifa_price_fen" ON "goods_skus"
  FOR EACH ROW EXECUTE FUNCTION "note_goods_change"();
--> statement-breakpoint
CREATE TRIGGER "goods_status_changed" AFTER UPDATE OF "status" ON "goods"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "note_goods_change"();
