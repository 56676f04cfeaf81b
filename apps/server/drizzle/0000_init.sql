CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"img_url" text NOT NULL,
	"images" jsonb NOT NULL,
	"detail_images" jsonb NOT NULL,
	"category_id" integer NOT NULL,
	"category1_id" integer NOT NULL,
	"category2_id" integer NOT NULL,
	"market" smallint NOT NULL,
	"supplier_type" smallint NOT NULL,
	"brand_id" integer,
	"min_price_fen" integer NOT NULL,
	"max_price_fen" integer NOT NULL,
	"min_daifa_price_fen" integer NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_wholesale" boolean DEFAULT true NOT NULL,
	"weight_grams" integer DEFAULT 300 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_listing_counts" (
	"tenant_id" uuid NOT NULL,
	"supplier_type" smallint NOT NULL,
	"market" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"category1_id" integer NOT NULL,
	"category2_id" integer NOT NULL,
	"goods_count" integer NOT NULL,
	CONSTRAINT "goods_listing_counts_tenant_id_supplier_type_market_category_id_pk" PRIMARY KEY("tenant_id","supplier_type","market","category_id")
);
--> statement-breakpoint
CREATE TABLE "goods_skus" (
	"id" text PRIMARY KEY NOT NULL,
	"goods_id" text NOT NULL,
	"sales_properties" jsonb NOT NULL,
	"price_fen" integer NOT NULL,
	"daifa_price_fen" integer NOT NULL,
	"number_prices" jsonb NOT NULL,
	"stock" integer NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"is_wholesale" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_invitations" (
	"supplier_tenant_id" uuid NOT NULL,
	"distributor_tenant_id" uuid NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_invitations_supplier_tenant_id_distributor_tenant_id_pk" PRIMARY KEY("supplier_tenant_id","distributor_tenant_id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"is_alibaba" boolean DEFAULT false NOT NULL,
	"enable_real_qty" boolean DEFAULT true NOT NULL,
	"enable_sale_qty" boolean DEFAULT false NOT NULL,
	"proxy" boolean DEFAULT true NOT NULL,
	"limit_price_fen" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"company_name" text NOT NULL,
	"uid" text NOT NULL,
	"phone_number" text,
	"logo_url" text,
	"from_station" integer,
	"inviter_code" text,
	"product_type" smallint DEFAULT 2 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text,
	"phone_number" text,
	"union_id" text,
	"is_retail" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_name_unique" UNIQUE("user_name")
);
--> statement-breakpoint
CREATE TABLE "job_heartbeats" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD CONSTRAINT "goods_skus_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invitations" ADD CONSTRAINT "supplier_invitations_supplier_tenant_id_tenants_id_fk" FOREIGN KEY ("supplier_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invitations" ADD CONSTRAINT "supplier_invitations_distributor_tenant_id_tenants_id_fk" FOREIGN KEY ("distributor_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "goods_listing_sales_idx" ON "goods" USING btree ("status","supplier_type","market","sale_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "goods_listing_newest_idx" ON "goods" USING btree ("status","supplier_type","market","creation_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "goods_listing_price_idx" ON "goods" USING btree ("status","supplier_type","market","min_price_fen","id");--> statement-breakpoint
CREATE INDEX "goods_all_sales_idx" ON "goods" USING btree ("status","sale_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "goods_all_newest_idx" ON "goods" USING btree ("status","creation_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id","sale_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "goods_category1_idx" ON "goods" USING btree ("category1_id","sale_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "goods_category2_idx" ON "goods" USING btree ("category2_id","sale_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "goods_tenant_idx" ON "goods" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "goods_skus_goods_idx" ON "goods_skus" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "supplier_invitations_distributor_idx" ON "supplier_invitations" USING btree ("distributor_tenant_id");--> statement-breakpoint
CREATE INDEX "users_tenant_idx" ON "users" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone_number");