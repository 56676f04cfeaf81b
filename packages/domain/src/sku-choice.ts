/**
 * Choosing a SKU by its sales properties (颜色, 尺码, ...) on the goods detail: which values
 * exist, which can still be chosen given the others, and the SKU a full choice names.
 */

export interface SkuLike {
  salesProperties: { name: string; value: string }[];
  stock: number;
}

export interface SalesPropertyAxis {
  name: string;
  values: string[];
}

export type SkuChoice = Record<string, string>;

/** The property names of a good's SKUs with their values, in first-seen order. */
export function salesPropertyAxes(skus: readonly SkuLike[]): SalesPropertyAxis[] {
  const axes = new Map<string, string[]>();
  for (const sku of skus) {
    for (const { name, value } of sku.salesProperties) {
      const values = axes.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      axes.set(name, values);
    }
  }
  return [...axes].map(([name, values]) => ({ name, values }));
}

function propertyValue(sku: SkuLike, name: string): string | undefined {
  return sku.salesProperties.find((p) => p.name === name)?.value;
}

/** A SKU that can be bought: it has stock. */
export function isSkuAvailable(sku: SkuLike): boolean {
  return sku.stock > 0;
}

/**
 * Whether `value` of axis `name` can be chosen with the other values already chosen: some SKU
 * with stock has it together with every other chosen value. Combinations that do not exist,
 * or exist only without stock, cannot.
 */
export function isValueSelectable(skus: readonly SkuLike[], choice: SkuChoice, name: string, value: string): boolean {
  return skus.some(
    (sku) =>
      isSkuAvailable(sku) &&
      propertyValue(sku, name) === value &&
      Object.entries(choice).every(([other, chosen]) => other === name || propertyValue(sku, other) === chosen),
  );
}

/** The SKU every axis of the choice names, once a value is chosen on every axis. */
export function findSku<T extends SkuLike>(skus: readonly T[], choice: SkuChoice): T | undefined {
  return skus.find(
    (sku) =>
      sku.salesProperties.length > 0 &&
      sku.salesProperties.length === Object.keys(choice).length &&
      sku.salesProperties.every((p) => choice[p.name] === p.value),
  );
}

/**
 * Toggles a value: choosing the chosen value clears it; choosing a value drops other choices it
 * cannot be combined with, so the choice always names at least one SKU with stock.
 */
export function toggleValue(skus: readonly SkuLike[], choice: SkuChoice, name: string, value: string): SkuChoice {
  if (choice[name] === value) {
    const { [name]: _cleared, ...rest } = choice;
    return rest;
  }
  const next: SkuChoice = { [name]: value };
  for (const [other, chosen] of Object.entries(choice)) {
    if (other === name) continue;
    if (isValueSelectable(skus, { ...next, [other]: chosen }, other, chosen)) next[other] = chosen;
  }
  return next;
}

/** The choice a detail opens with: an axis with a single value that can be bought starts chosen. */
export function initialChoice(skus: readonly SkuLike[]): SkuChoice {
  const axes = salesPropertyAxes(skus);
  const choice: SkuChoice = {};
  for (const axis of axes) {
    const [only] = axis.values;
    if (axis.values.length === 1 && only !== undefined && isValueSelectable(skus, choice, axis.name, only)) {
      choice[axis.name] = only;
    }
  }
  return choice;
}
