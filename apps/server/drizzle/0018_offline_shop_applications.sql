CREATE TABLE "offline_shop_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"station_type" smallint NOT NULL,
	"shop_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "offline_shop_applications" ADD CONSTRAINT "offline_shop_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offline_shop_applications_tenant_idx" ON "offline_shop_applications" USING btree ("tenant_id","submitted_at");