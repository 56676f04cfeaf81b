-- A good's detail in one call whose statement is planned once per connection (a PL/pgSQL function keeps
-- its plans): the detail page's read cost more to plan than to run, on PGlite four times as much.
-- Visibility is checked by the caller (GoodsDetailRepository.detailOf).
CREATE FUNCTION "goods_detail_json"(p_id text, p_tenant uuid) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  result text;
BEGIN
  SELECT json_build_array(
      g.id, g.tenant_id, g.title, g.img_url, g.images, g.detail_images, g.market, g.supplier_type,
      g.category_id, g.attributes, g.min_price_fen, g.max_price_fen, g.sale_count, g.stock,
      g.is_wholesale, g.weight_grams, g.status, g.creation_time,
      (SELECT coalesce(json_agg(json_build_array(sku.id, sku.sales_properties, sku.price_fen, sku.daifa_price_fen,
          sku.number_prices, sku.stock, sku.sale_count, sku.is_wholesale) ORDER BY sku.sort), '[]')
        FROM goods_skus sku WHERE sku.goods_id = g.id),
      (SELECT supplier.company_name FROM suppliers supplier WHERE supplier.tenant_id = g.tenant_id),
      (SELECT json_build_array(brand.id, brand.name_cn, brand.name_en) FROM brands brand WHERE brand.id = g.brand_id),
      (SELECT json_build_array(leaf.id, leaf.name, parent.id, parent.name, top.id, top.name)
        FROM categories leaf LEFT JOIN categories parent ON parent.id = leaf.parent_id
        LEFT JOIN categories top ON top.id = parent.parent_id WHERE leaf.id = g.category_id)
    )::text
  INTO result
  FROM goods g WHERE g.id = p_id AND g.tenant_id = p_tenant;
  RETURN result;
END
$$;
