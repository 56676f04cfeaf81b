CREATE TABLE "goods_details" (
	"goods_id" text PRIMARY KEY NOT NULL,
	"document" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_details" ADD CONSTRAINT "goods_details_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The detail documents of the given goods written again, all in one statement (a thousand goods of a seed
-- batch as well as one good); a document that comes out the same is left as it is. The document is the
-- JSON array GoodsDetailRepository reads (DetailJson): the good's columns, its SKUs in their order, its
-- supplier's name, its brand and its category path from the leaf up.
CREATE FUNCTION "goods_details_write"(p_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "goods_details" ("goods_id", "document")
  SELECT g.id, json_build_array(
      g.id, g.tenant_id, g.title, g.img_url, g.images, g.detail_images, g.market, g.supplier_type,
      g.category_id, g.attributes, g.min_price_fen, g.max_price_fen, g.sale_count, g.stock,
      g.is_wholesale, g.weight_grams, g.status, g.creation_time,
      coalesce(sku.list, '[]'::json),
      supplier.company_name,
      CASE WHEN brand.id IS NULL THEN NULL ELSE json_build_array(brand.id, brand.name_cn, brand.name_en) END,
      CASE WHEN leaf.id IS NULL THEN NULL
        ELSE json_build_array(leaf.id, leaf.name, parent.id, parent.name, top.id, top.name) END
    )::text
  FROM goods g
  LEFT JOIN LATERAL (
    SELECT json_agg(json_build_array(s.id, s.sales_properties, s.price_fen, s.daifa_price_fen, s.number_prices,
        s.stock, s.sale_count, s.is_wholesale) ORDER BY s.sort) AS list
    FROM goods_skus s WHERE s.goods_id = g.id
  ) sku ON true
  LEFT JOIN suppliers supplier ON supplier.tenant_id = g.tenant_id
  LEFT JOIN brands brand ON brand.id = g.brand_id
  LEFT JOIN categories leaf ON leaf.id = g.category_id
  LEFT JOIN categories parent ON parent.id = leaf.parent_id
  LEFT JOIN categories top ON top.id = parent.parent_id
  WHERE g.id = ANY(p_ids)
  ORDER BY g.id
  ON CONFLICT ("goods_id") DO UPDATE SET "document" = excluded."document"
    WHERE "goods_details"."document" IS DISTINCT FROM excluded."document";
END
$$;--> statement-breakpoint
-- Triggers, one statement at a time (transition tables named "changed"; "before" holds an update's old rows):
-- whoever writes the goods, their SKUs, a supplier's name, a brand or a category, the documents follow in
-- the same transaction. A good's delete takes its document with it (the foreign key).
CREATE FUNCTION "goods_details_of_goods"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_details_write(ARRAY(SELECT id FROM changed));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "goods_details_goods_insert" AFTER INSERT ON "goods" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "goods_details_of_goods"();--> statement-breakpoint
CREATE TRIGGER "goods_details_goods_update" AFTER UPDATE ON "goods" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "goods_details_of_goods"();--> statement-breakpoint
CREATE FUNCTION "goods_details_of_skus"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_details_write(ARRAY(SELECT DISTINCT goods_id FROM changed));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "goods_details_skus_insert" AFTER INSERT ON "goods_skus" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "goods_details_of_skus"();--> statement-breakpoint
CREATE TRIGGER "goods_details_skus_update" AFTER UPDATE ON "goods_skus" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "goods_details_of_skus"();--> statement-breakpoint
CREATE TRIGGER "goods_details_skus_delete" AFTER DELETE ON "goods_skus" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "goods_details_of_skus"();--> statement-breakpoint
-- a supplier's goods when its company name is new, changed or gone
CREATE FUNCTION "goods_details_of_suppliers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_details_write(ARRAY(SELECT g.id FROM goods g JOIN changed s ON s.tenant_id = g.tenant_id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "goods_details_of_renamed_suppliers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_details_write(ARRAY(
    SELECT g.id FROM goods g JOIN changed s ON s.tenant_id = g.tenant_id
      JOIN before b ON b.tenant_id = s.tenant_id WHERE b.company_name IS DISTINCT FROM s.company_name));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "goods_details_suppliers_insert" AFTER INSERT ON "suppliers" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "goods_details_of_suppliers"();--> statement-breakpoint
CREATE TRIGGER "goods_details_suppliers_update" AFTER UPDATE ON "suppliers"
  REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "goods_details_of_renamed_suppliers"();--> statement-breakpoint
CREATE TRIGGER "goods_details_suppliers_delete" AFTER DELETE ON "suppliers" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "goods_details_of_suppliers"();--> statement-breakpoint
-- the goods of a brand that is new, renamed or gone
CREATE FUNCTION "goods_details_of_brands"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_details_write(ARRAY(SELECT g.id FROM goods g JOIN changed b ON b.id = g.brand_id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "goods_details_of_renamed_brands"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_details_write(ARRAY(
    SELECT g.id FROM goods g JOIN changed b ON b.id = g.brand_id JOIN before o ON o.id = b.id
      WHERE (o.name_cn, o.name_en) IS DISTINCT FROM (b.name_cn, b.name_en)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "goods_details_brands_insert" AFTER INSERT ON "brands" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "goods_details_of_brands"();--> statement-breakpoint
CREATE TRIGGER "goods_details_brands_update" AFTER UPDATE ON "brands"
  REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "goods_details_of_renamed_brands"();--> statement-breakpoint
CREATE TRIGGER "goods_details_brands_delete" AFTER DELETE ON "brands" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "goods_details_of_brands"();--> statement-breakpoint
-- the goods whose category path holds a category that is new, renamed, moved or gone
CREATE FUNCTION "goods_details_write_in_categories"(p_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_details_write(ARRAY(SELECT id FROM goods
    WHERE category_id = ANY(p_ids) OR category2_id = ANY(p_ids) OR category1_id = ANY(p_ids)));
END
$$;--> statement-breakpoint
CREATE FUNCTION "goods_details_of_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_details_write_in_categories(ARRAY(SELECT id FROM changed));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "goods_details_of_changed_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM goods_details_write_in_categories(ARRAY(SELECT c.id FROM changed c JOIN before o ON o.id = c.id
    WHERE (o.name, o.parent_id) IS DISTINCT FROM (c.name, c.parent_id)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "goods_details_categories_insert" AFTER INSERT ON "categories" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "goods_details_of_categories"();--> statement-breakpoint
CREATE TRIGGER "goods_details_categories_update" AFTER UPDATE ON "categories"
  REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "goods_details_of_changed_categories"();--> statement-breakpoint
CREATE TRIGGER "goods_details_categories_delete" AFTER DELETE ON "categories" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "goods_details_of_categories"();--> statement-breakpoint
-- the goods there are now; the detail is no longer built on each read (migration 0019's function)
SELECT goods_details_write(ARRAY(SELECT id FROM goods));--> statement-breakpoint
DROP FUNCTION "goods_detail_json"(text, uuid);
