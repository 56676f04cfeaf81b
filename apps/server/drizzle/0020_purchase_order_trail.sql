ALTER TABLE "purchase_orders" ADD COLUMN "shipped_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "logistics_company" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "tracking_no" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "completed_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "cancelled_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "purchase_orders_tenant_status_idx" ON "purchase_orders" USING btree ("tenant_id","status","creation_time");