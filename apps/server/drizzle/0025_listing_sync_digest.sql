CREATE TABLE "listing_sync_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_sync_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_sync_events" ADD CONSTRAINT "listing_sync_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_sync_events_tenant_idx" ON "listing_sync_events" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "listing_sync_events_at_idx" ON "listing_sync_events" USING btree ("at");--> statement-breakpoint
-- What the listings' sync did, noted in the transaction that recorded it, for the daily digest
-- (docs/decisions/0019-low-balance-and-sync-digest.md). A decision carried out stamps last_synced_at:
-- its SKUs' prices and stock and its shelf are compared with what the listing held; a refusal releases the lease
-- with the platform's words and no retry time; a price held under the floor is the fan-out's note.
CREATE FUNCTION "note_listing_sync_outcome"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delist_reason text;
BEGIN
  IF TG_NAME = 'listings_held_below_floor' THEN
    INSERT INTO listing_sync_events (tenant_id, listing_id, outcome) VALUES (NEW.tenant_id, NEW.id, 'heldBelowFloor');
    RETURN NULL;
  END IF;
  IF NEW.last_synced_at IS DISTINCT FROM OLD.last_synced_at THEN
    IF jsonb_path_query_array(NEW.skus, '$[*].priceFen') IS DISTINCT FROM jsonb_path_query_array(OLD.skus, '$[*].priceFen')
      OR jsonb_path_query_array(NEW.skus, '$[*].groupPriceFen') IS DISTINCT FROM jsonb_path_query_array(OLD.skus, '$[*].groupPriceFen') THEN
      INSERT INTO listing_sync_events (tenant_id, listing_id, outcome) VALUES (NEW.tenant_id, NEW.id, 'repriced');
    END IF;
    -- a SKU's stock set to 0 for want of supply, or given back
    IF EXISTS (SELECT 1 FROM jsonb_array_elements(NEW.skus) n JOIN jsonb_array_elements(OLD.skus) o ON n ->> 'skuId' = o ->> 'skuId'
        WHERE (n ->> 'stock')::int = 0 AND (o ->> 'stock')::int > 0) THEN
      INSERT INTO listing_sync_events (tenant_id, listing_id, outcome) VALUES (NEW.tenant_id, NEW.id, 'stockZeroed');
    END IF;
    IF EXISTS (SELECT 1 FROM jsonb_array_elements(NEW.skus) n JOIN jsonb_array_elements(OLD.skus) o ON n ->> 'skuId' = o ->> 'skuId'
        WHERE (n ->> 'stock')::int > 0 AND (o ->> 'stock')::int = 0) THEN
      INSERT INTO listing_sync_events (tenant_id, listing_id, outcome) VALUES (NEW.tenant_id, NEW.id, 'stockRestored');
    END IF;
    delist_reason := OLD.pending_sync ->> 'delist';
    IF NEW.status = 'warehouse' AND OLD.status IS DISTINCT FROM 'warehouse' AND delist_reason IS NOT NULL THEN
      INSERT INTO listing_sync_events (tenant_id, listing_id, outcome) VALUES (NEW.tenant_id, NEW.id, CASE delist_reason
        WHEN 'outOfStock' THEN 'delistedOutOfStock' WHEN 'offline' THEN 'delistedOffline' ELSE 'delistedBelowFloor' END);
    END IF;
  ELSIF NEW.sync_error IS NOT NULL AND NEW.sync_next_attempt_at IS NULL
    AND OLD.sync_lease_owner IS NOT NULL AND NEW.sync_lease_owner IS NULL THEN
    INSERT INTO listing_sync_events (tenant_id, listing_id, outcome) VALUES (NEW.tenant_id, NEW.id, 'refused');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listings_sync_outcome" AFTER UPDATE ON "listings"
  FOR EACH ROW EXECUTE FUNCTION "note_listing_sync_outcome"();
--> statement-breakpoint
-- the fan-out writes the note with every decision it takes: once per pass that held the price
CREATE TRIGGER "listings_held_below_floor" AFTER UPDATE OF "sync_note" ON "listings"
  FOR EACH ROW WHEN (NEW.sync_note = 'heldBelowFloor') EXECUTE FUNCTION "note_listing_sync_outcome"();
