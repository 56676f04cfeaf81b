CREATE TABLE "buyer_apps" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"account_name" text NOT NULL,
	"access_token_enc" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_token_enc" text,
	"refresh_expires_at" timestamp with time zone,
	"authorization_time_out" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_oauth_states" (
	"nonce" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"station_type" integer NOT NULL,
	"module" text,
	"callback" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"station_type" integer NOT NULL,
	"platform_shop_id" text NOT NULL,
	"shop_name" text NOT NULL,
	"app_type" smallint NOT NULL,
	"access_token_enc" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_token_enc" text,
	"refresh_expires_at" timestamp with time zone,
	"credentials_enc" text,
	"authorization_time_out" timestamp with time zone,
	"auth_expired_at" timestamp with time zone,
	"certified" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_apps" ADD CONSTRAINT "buyer_apps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_oauth_states" ADD CONSTRAINT "shop_oauth_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_oauth_states" ADD CONSTRAINT "shop_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shops_authorization_idx" ON "shops" USING btree ("tenant_id","station_type","platform_shop_id","app_type");--> statement-breakpoint
CREATE INDEX "shops_tenant_idx" ON "shops" USING btree ("tenant_id","creation_time");