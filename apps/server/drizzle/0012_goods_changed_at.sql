ALTER TABLE "goods" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_changed_idx" ON "goods" USING btree ("changed_at");--> statement-breakpoint
CREATE FUNCTION "goods_touch_changed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."changed_at" := clock_timestamp();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "goods_changed_at" BEFORE INSERT OR UPDATE ON "goods" FOR EACH ROW EXECUTE FUNCTION "goods_touch_changed_at"();
