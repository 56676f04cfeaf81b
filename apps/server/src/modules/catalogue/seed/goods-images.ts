import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { productCardSvg } from '@puhuo/domain/product-card';
import { COLOURS } from './catalogue-data.ts';
import { type CatalogueBlueprint, goodsImageUrl, IMAGES_PER_LEAF, type LeafCategory } from './catalogue-generator.ts';

/** goods of these kinds come in colours (their SKUs have 颜色): their pictures show one */
const COLOURED = new Set(['apparel', 'shoes', 'phone', 'colour']);

/** The selling points a picture of the leaf prints: a value of each of two attributes, turning with the variant. */
function sellingPoints(leaf: LeafCategory, variant: number): string {
  const { attributes } = leaf.seed;
  return attributes
    .slice(0, 3)
    .map((attribute, i) => attribute.values[(variant + i) % attribute.values.length] as string)
    .join(' · ');
}

/**
 * Writes the pool of demo goods pictures (IMAGES_PER_LEAF per leaf category) under dataDir/images:
 * a drawing of the leaf's kind of product in a colour of its SKUs, its name and selling points.
 */
export function writeGoodsImages(blueprint: CatalogueBlueprint, dataDir: string): number {
  let written = 0;
  for (const leaf of blueprint.leaves) {
    for (let variant = 1; variant <= IMAGES_PER_LEAF; variant++) {
      const file = path.join(dataDir, goodsImageUrl(leaf.id, variant));
      mkdirSync(path.dirname(file), { recursive: true });
      const svg = productCardSvg({
        picture: leaf.seed.picture,
        name: leaf.name,
        detail: sellingPoints(leaf, variant),
        colour: COLOURED.has(leaf.seed.scheme) ? COLOURS[(leaf.id * 5 + variant * 3) % COLOURS.length] : undefined,
        variant: leaf.id + variant,
      });
      writeFileSync(file, svg);
      written += 1;
    }
  }
  return written;
}
