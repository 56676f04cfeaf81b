CREATE TABLE "listing_action_items" (
	"action_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"title" text,
	"shop_name" text,
	"station" smallint NOT NULL,
	"version" integer NOT NULL,
	"state" text NOT NULL,
	"skip_reason" text,
	"reason" text,
	"lowest_margin_fen" integer,
	"settled_at" timestamp with time zone,
	CONSTRAINT "listing_action_items_action_id_listing_id_pk" PRIMARY KEY("action_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "listing_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"action" text NOT NULL,
	"request_key" text,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_action_items" ADD CONSTRAINT "listing_action_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_actions" ADD CONSTRAINT "listing_actions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_action_items_pending_idx" ON "listing_action_items" USING btree ("listing_id") WHERE state = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "listing_actions_request_key_idx" ON "listing_actions" USING btree ("tenant_id","request_key") WHERE request_key is not null;