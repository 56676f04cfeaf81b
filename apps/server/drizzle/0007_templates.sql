CREATE TABLE "platform_categories" (
	"station" integer NOT NULL,
	"c_id" text NOT NULL,
	"parent_id" text NOT NULL,
	"name" text NOT NULL,
	"is_leaf" boolean NOT NULL,
	"level" smallint NOT NULL,
	"parents" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "platform_categories_station_c_id_pk" PRIMARY KEY("station","c_id")
);
--> statement-breakpoint
CREATE TABLE "platform_category_fetches" (
	"station" integer NOT NULL,
	"parent_id" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "platform_category_fetches_station_parent_id_pk" PRIMARY KEY("station","parent_id")
);
--> statement-breakpoint
CREATE TABLE "publish_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"station" integer NOT NULL,
	"values" jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publish_templates_shop_id_unique" UNIQUE("shop_id")
);
--> statement-breakpoint
CREATE INDEX "platform_categories_parent_idx" ON "platform_categories" USING btree ("station","parent_id");--> statement-breakpoint
CREATE INDEX "publish_templates_tenant_idx" ON "publish_templates" USING btree ("tenant_id");