CREATE TABLE "alibaba_offers" (
	"offer_id" text PRIMARY KEY NOT NULL,
	"goods_id" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_updated_at" text NOT NULL,
	"status" text NOT NULL,
	"listed_at" timestamp with time zone,
	"detail_fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alibaba_offers" ADD CONSTRAINT "alibaba_offers_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alibaba_offers_detail_idx" ON "alibaba_offers" USING btree ("detail_fetched_at");