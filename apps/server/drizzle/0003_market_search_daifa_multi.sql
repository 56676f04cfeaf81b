CREATE TABLE "goods_daifa_multiples" (
	"tenant_id" uuid NOT NULL,
	"goods_id" text NOT NULL,
	"multi_hundredths" integer NOT NULL,
	"last_modification_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_daifa_multiples_tenant_id_goods_id_pk" PRIMARY KEY("tenant_id","goods_id")
);
--> statement-breakpoint
DROP INDEX "goods_listing_price_idx";--> statement-breakpoint
DROP INDEX "goods_sale_days_day_idx";--> statement-breakpoint
ALTER TABLE "goods_daifa_multiples" ADD CONSTRAINT "goods_daifa_multiples_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_listing_daifa_price_idx" ON "goods" USING btree ("status","supplier_type","market","min_daifa_price_fen","id");--> statement-breakpoint
CREATE INDEX "goods_sale_days_latest_idx" ON "goods_sale_days" USING btree ("day","sale_count","goods_id");