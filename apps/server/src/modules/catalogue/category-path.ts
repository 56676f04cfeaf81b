import { type SQL, sql } from 'drizzle-orm';

/** A category and its parents, from the top level down. */
export type CategoryPath = { id: number; name: string }[];

/** A leaf category and its parents as the JSON text [leaf id, name, parent id, name, top id, name]. */
export function categoryPathJson(leafId: SQL): SQL<string | null> {
  return sql<string | null>`(select json_build_array(leaf.id, leaf.name, parent.id, parent.name, top.id, top.name)::text
    from categories leaf left join categories parent on parent.id = leaf.parent_id
    left join categories top on top.id = parent.parent_id where leaf.id = ${leafId})`;
}

/** categoryPathJson's values: [leaf id, name, parent id, name, top id, name]. */
export type CategoryPathValues = [number, string, number | null, string | null, number | null, string | null];

/** The path of categoryPathJson, from the top level down (empty for an unknown leaf). */
export function toCategoryPath(json: string | null): CategoryPath {
  return categoryPathOf(json === null ? null : (JSON.parse(json) as CategoryPathValues));
}

/** The path of categoryPathJson's values, from the top level down (empty for an unknown leaf). */
export function categoryPathOf(values: CategoryPathValues | null): CategoryPath {
  if (values === null) return [];
  const [leafId, leafName, parentId, parentName, topId, topName] = values;
  const path: CategoryPath = [];
  if (topId !== null && topName !== null) path.push({ id: topId, name: topName });
  if (parentId !== null && parentName !== null) path.push({ id: parentId, name: parentName });
  path.push({ id: leafId, name: leafName });
  return path;
}
