CREATE TABLE "distributor_qualifications" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"licence_image_url" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" text NOT NULL,
	"review_note" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "distributor_qualifications" ADD CONSTRAINT "distributor_qualifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;