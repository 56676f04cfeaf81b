CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"goods_id" text NOT NULL,
	"goods_tenant_id" uuid NOT NULL,
	"supplier_type" smallint NOT NULL,
	"market" smallint NOT NULL,
	"title" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"sku_id" text NOT NULL,
	"qty" integer NOT NULL,
	"checked" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"goods_id" text NOT NULL,
	"goods_tenant_id" uuid NOT NULL,
	"supplier_type" smallint NOT NULL,
	"market" smallint NOT NULL,
	"title" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_collects" (
	"tenant_id" uuid NOT NULL,
	"goods_id" text NOT NULL,
	"goods_tenant_id" uuid NOT NULL,
	"supplier_type" smallint NOT NULL,
	"market" smallint NOT NULL,
	"title" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_collects_tenant_id_goods_id_pk" PRIMARY KEY("tenant_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_protocol_pay" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"can_protocol_pay" boolean NOT NULL,
	"last_modification_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_ids" uuid[] NOT NULL,
	"amount_fen" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"creation_time" timestamp with time zone NOT NULL,
	"finished_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"goods_id" text NOT NULL,
	"goods_tenant_id" uuid NOT NULL,
	"sku_id" text NOT NULL,
	"title" text NOT NULL,
	"img_url" text NOT NULL,
	"sales_properties" jsonb NOT NULL,
	"qty" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"amount_fen" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"supplier_tenant_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"supplier_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"goods_amount_fen" integer NOT NULL,
	"freight_fen" integer NOT NULL,
	"total_fen" integer NOT NULL,
	"total_qty" integer NOT NULL,
	"address" jsonb NOT NULL,
	"remark" text,
	"payment_id" uuid,
	"creation_time" timestamp with time zone NOT NULL,
	"paid_time" timestamp with time zone,
	CONSTRAINT "purchase_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "tenant_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"district_code" text,
	"street_code" text,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"subject" text NOT NULL,
	"return_url" text,
	"status" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_time" timestamp with time zone,
	CONSTRAINT "sandbox_payments_out_trade_no_unique" UNIQUE("out_trade_no")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_list_items" ADD CONSTRAINT "distribution_list_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_collects" ADD CONSTRAINT "goods_collects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_protocol_pay" ADD CONSTRAINT "buyer_protocol_pay_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_addresses" ADD CONSTRAINT "tenant_addresses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_sku_idx" ON "cart_items" USING btree ("tenant_id","sku_id");--> statement-breakpoint
CREATE INDEX "cart_items_goods_idx" ON "cart_items" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_list_goods_idx" ON "distribution_list_items" USING btree ("tenant_id","goods_id");--> statement-breakpoint
CREATE INDEX "distribution_list_recent_idx" ON "distribution_list_items" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "goods_collects_recent_idx" ON "goods_collects" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_sku_idx" ON "purchase_order_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_tenant_idx" ON "purchase_orders" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "purchase_orders_unpaid_idx" ON "purchase_orders" USING btree ("status","creation_time");--> statement-breakpoint
CREATE INDEX "tenant_addresses_tenant_idx" ON "tenant_addresses" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_addresses_default_idx" ON "tenant_addresses" USING btree ("tenant_id") WHERE "tenant_addresses"."is_default";