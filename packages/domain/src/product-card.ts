// Generated product pictures for demo goods (the seeded catalogue and the 1688 sandbox): an SVG card
// showing a drawing of the kind of product, its name and a selling point. Imported as
// @puhuo/domain/product-card (kept out of the index the web app bundles).

import { HOME_PICTURES, type HomePicture, homeDrawing } from './product-card.drawings-home.ts';
import { LIVING_PICTURES, livingDrawing } from './product-card.drawings-living.ts';
import { WEAR_PICTURES, type WearPicture, wearDrawing } from './product-card.drawings-wear.ts';
import { penOf, shade } from './product-card.pen.ts';

export const PRODUCT_PICTURES = [...WEAR_PICTURES, ...HOME_PICTURES, ...LIVING_PICTURES] as const;
export type ProductPicture = (typeof PRODUCT_PICTURES)[number];

/** Colours of SKUs (颜色) as painted; other names get the card's own colour. */
export const COLOUR_HEX: Readonly<Record<string, string>> = {
  黑色: '#2f2f33',
  白色: '#f7f7f5',
  米白色: '#efe6d2',
  杏色: '#efcfa4',
  卡其色: '#c2a878',
  灰色: '#9da0a6',
  藏青色: '#26385c',
  酒红色: '#82223f',
  雾霾蓝: '#8aa2bb',
  牛油果绿: '#9fb56a',
  粉色: '#f2a5b8',
  咖啡色: '#6f4e37',
};

/** the natural colour of goods that come in no colour (food, cosmetics...) */
const NATURAL: Partial<Record<ProductPicture, string>> = {
  nuts: '#b9803f',
  biscuit: '#d9a45b',
  snack: '#d8453a',
  tea: '#5f9e58',
  mask: '#7fb7d8',
  serum: '#c98fb5',
  cream: '#f0b6c2',
  bottle: '#5aa7c9',
  litter: '#8a9bb0',
  scratcher: '#c49a66',
  cable: '#4a4f57',
  charger: '#f2f2f2',
  film: '#bfe3f2',
  'baby-bottle': '#f5f1e6',
  tent: '#e07b39',
  parcel: '#c9a06b',
};

const PALETTES: readonly [string, string, string][] = [
  ['#fdf0f2', '#f9d9df', '#b8325a'],
  ['#eef5f9', '#d3e6f1', '#2a6f97'],
  ['#fff5ea', '#fde1c4', '#b0601e'],
  ['#f3f1fb', '#dcd7f5', '#4b3aa8'],
  ['#eef7ea', '#d3ebc8', '#3f7a3a'],
  ['#f7f4ee', '#e8e1d3', '#6b5a3e'],
];

const BADGES = ['一件代发', '源头工厂', '新品上市', '爆款热卖', '48小时发货', '7天无理由'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const isWear = (picture: ProductPicture): picture is WearPicture =>
  (WEAR_PICTURES as readonly string[]).includes(picture);
const isHome = (picture: ProductPicture): picture is HomePicture =>
  (HOME_PICTURES as readonly string[]).includes(picture);

/**
 * The drawing of a kind of product in a 200x200 box: `f` the main colour, `d` a darker one for
 * lines and parts, `l` a lighter one.
 */
function drawing(picture: ProductPicture, f: string, d: string, l: string): string {
  const pen = penOf(f, d, l);
  if (isWear(picture)) return wearDrawing(picture, pen);
  if (isHome(picture)) return homeDrawing(picture, pen);
  return livingDrawing(picture, pen);
}

export interface ProductCardOptions {
  picture: ProductPicture;
  /** the big line: what the product is (连衣裙) */
  name: string;
  /** the small line: selling points (雪纺 · 收腰 · V领) */
  detail: string;
  /** a SKU colour name (黑色) or a #rrggbb colour; the product's natural colour when absent */
  colour?: string;
  /** 0, 1, 2...: a different background, badge and angle */
  variant: number;
  /** a brand shown in the corner */
  brand?: string;
}

/** An 800x800 SVG product card: a drawing of the product in its colour, its name and selling points. */
export function productCardSvg(options: ProductCardOptions): string {
  const { picture, variant } = options;
  const [from, to, ink] = PALETTES[variant % PALETTES.length] as [string, string, string];
  const colour =
    (options.colour &&
      (COLOUR_HEX[options.colour] ?? (/^#[0-9a-f]{6}$/i.test(options.colour) ? options.colour : null))) ??
    NATURAL[picture] ??
    ink;
  const dark = shade(colour, -0.45);
  const light = shade(colour, 0.45);
  const tilt = [-6, 0, 5, -3, 3, 0][variant % 6] as number;
  const scale = [2.3, 2.15, 2.4, 2.2, 2.3, 2.25][variant % 6] as number;
  const offset = 400 - 100 * scale;
  const badge = BADGES[variant % BADGES.length] as string;
  const font = 'PingFang SC, Microsoft YaHei, WenQuanYi Micro Hei, Noto Sans CJK SC, sans-serif';
  const name = escapeXml(options.name.length > 9 ? `${options.name.slice(0, 9)}…` : options.name);
  const detail = escapeXml(options.detail.length > 18 ? `${options.detail.slice(0, 18)}…` : options.detail);
  const brand = options.brand ? escapeXml(options.brand) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#bg)"/>
<circle cx="${variant % 2 ? 640 : 160}" cy="170" r="210" fill="#ffffff" opacity="0.35"/>
<ellipse cx="400" cy="598" rx="250" ry="26" fill="${ink}" opacity="0.12"/>
<g transform="translate(${offset} ${offset - 60}) rotate(${tilt} ${100 * scale} ${100 * scale}) scale(${scale})">${drawing(picture, colour, dark, light)}</g>
<rect x="36" y="36" rx="26" width="${badge.length * 30 + 40}" height="52" fill="${ink}"/>
<text x="56" y="72" font-family="${font}" font-size="28" font-weight="700" fill="#ffffff">${badge}</text>
${brand ? `<text x="764" y="72" font-family="${font}" font-size="30" font-weight="700" text-anchor="end" fill="${ink}" opacity="0.85">${brand}</text>` : ''}
<rect x="0" y="636" width="800" height="164" fill="#ffffff" opacity="0.9"/>
<text x="400" y="712" font-family="${font}" font-size="64" font-weight="700" text-anchor="middle" fill="#222222">${name}</text>
<text x="400" y="766" font-family="${font}" font-size="32" text-anchor="middle" fill="${ink}">${detail}</text>
</svg>
`;
}
