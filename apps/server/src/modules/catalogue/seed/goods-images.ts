import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type CatalogueBlueprint, goodsImageUrl, IMAGES_PER_LEAF } from './catalogue-generator.ts';

const PALETTES = [
  ['#fde2e4', '#fad2e1', '#c9184a'],
  ['#e2ece9', '#bee1e6', '#2a6f97'],
  ['#fff1e6', '#fde2c6', '#bc6c25'],
  ['#f0efeb', '#dfe7fd', '#3a0ca3'],
  ['#e9f5db', '#cfe1b9', '#386641'],
];

function svgFor(title: string, subtitle: string, variant: number, hue: number): string {
  const [from, to, ink] = PALETTES[(hue + variant) % PALETTES.length] ?? PALETTES[0] ?? [];
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const r = 60 + ((hue * 37 + i * 53 + variant * 11) % 140);
    const cx = (hue * 71 + i * 131 + variant * 29) % 800;
    const cy = (hue * 43 + i * 97 + variant * 61) % 800;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${ink}" opacity="0.07"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>${shapes}
<rect x="150" y="230" width="500" height="340" rx="36" fill="#ffffff" opacity="0.72"/>
<text x="400" y="410" font-family="PingFang SC, Microsoft YaHei, WenQuanYi Micro Hei, Noto Sans CJK SC, sans-serif" font-size="96" font-weight="700" text-anchor="middle" fill="${ink}">${title}</text>
<text x="400" y="500" font-family="PingFang SC, Microsoft YaHei, WenQuanYi Micro Hei, Noto Sans CJK SC, sans-serif" font-size="40" text-anchor="middle" fill="${ink}" opacity="0.8">${subtitle} · 款式${variant}</text>
</svg>
`;
}

/** Writes the pool of demo goods images (a few per leaf category) under dataDir/images. */
export function writeGoodsImages(blueprint: CatalogueBlueprint, dataDir: string): number {
  let written = 0;
  for (const leaf of blueprint.leaves) {
    const parent = blueprint.categories.find((c) => c.id === leaf.category2Id)?.name ?? '';
    for (let variant = 1; variant <= IMAGES_PER_LEAF; variant++) {
      const file = path.join(dataDir, goodsImageUrl(leaf.id, variant));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, svgFor(leaf.name, parent, variant, leaf.id));
      written += 1;
    }
  }
  return written;
}
