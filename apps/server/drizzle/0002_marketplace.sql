CREATE TABLE "goods_price_controls" (
	"goods_id" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"min_price_fen" integer NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_sale_days" (
	"goods_id" text NOT NULL,
	"day" date NOT NULL,
	"sale_count" integer NOT NULL,
	CONSTRAINT "goods_sale_days_goods_id_day_pk" PRIMARY KEY("goods_id","day")
);
--> statement-breakpoint
CREATE TABLE "price_control_black_shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_tenant_id" uuid NOT NULL,
	"goods_id" text,
	"distributor_tenant_id" uuid NOT NULL,
	"station_type" smallint NOT NULL,
	"shop_id" text NOT NULL,
	"shop_name" text NOT NULL,
	"reason" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommend_categories" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"category_ids" integer[] NOT NULL,
	"last_modification_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"user_id" uuid NOT NULL,
	"keyword" text NOT NULL,
	"searched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_history_user_id_keyword_pk" PRIMARY KEY("user_id","keyword")
);
--> statement-breakpoint
CREATE TABLE "view_history" (
	"user_id" uuid NOT NULL,
	"goods_id" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "view_history_user_id_goods_id_pk" PRIMARY KEY("user_id","goods_id")
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sales_channels" smallint[];--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_price_controls" ADD CONSTRAINT "goods_price_controls_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_sale_days" ADD CONSTRAINT "goods_sale_days_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_history" ADD CONSTRAINT "view_history_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_sale_days_day_idx" ON "goods_sale_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "black_shops_distributor_idx" ON "price_control_black_shops" USING btree ("distributor_tenant_id","supplier_tenant_id");--> statement-breakpoint
CREATE INDEX "view_history_recent_idx" ON "view_history" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "goods_search_terms_idx" ON "goods" USING gin ("search_terms");