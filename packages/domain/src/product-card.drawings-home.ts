// The drawings of household goods for the product cards (product-card.ts): storage and kitchen, personal
// care and cosmetics, phones and computer accessories.

import { type Pen, shade } from './product-card.pen.ts';

export const HOME_PICTURES = [
  'box',
  'hanger',
  'container',
  'pan',
  'knife',
  'mask',
  'serum',
  'cream',
  'toothbrush',
  'bottle',
  'phone',
  'film',
  'cable',
  'charger',
  'mouse',
  'keyboard',
  'headphones',
] as const;
export type HomePicture = (typeof HOME_PICTURES)[number];

/** A household, personal-care or electronic product in a 200x200 box, drawn with `pen`. */
export function homeDrawing(picture: HomePicture, pen: Pen): string {
  const { f, d, l, line, part, stroke } = pen;
  switch (picture) {
    case 'box':
      return (
        part('M30 74 L170 74 L160 176 L40 176 Z') +
        `<rect x="24" y="58" width="152" height="20" rx="5" fill="${shade(f, -0.12)}" ${line}/>` +
        `<rect x="84" y="100" width="32" height="10" rx="5" fill="${d}"/>` +
        stroke('M50 130 L150 130', 2, l)
      );
    case 'hanger':
      return stroke(
        'M100 64 Q100 42 114 42 Q128 44 124 56 Q120 64 100 70 L26 132 Q18 144 34 144 L166 144 Q182 144 174 132 L100 70',
        8,
        f,
      );
    case 'container':
      return (
        `<rect x="34" y="82" width="132" height="92" rx="16" fill="${f}" fill-opacity="0.75" ${line}/>` +
        `<rect x="28" y="64" width="144" height="24" rx="8" fill="${shade(f, -0.2)}" ${line}/>` +
        `<rect x="22" y="68" width="12" height="24" rx="4" fill="${d}"/><rect x="166" y="68" width="12" height="24" rx="4" fill="${d}"/>`
      );
    case 'pan':
      return (
        `<ellipse cx="86" cy="112" rx="66" ry="60" fill="${d}"/>` +
        `<ellipse cx="86" cy="110" rx="56" ry="50" fill="${f}"/>` +
        `<rect x="140" y="100" width="56" height="18" rx="9" transform="rotate(-12 140 109)" fill="#4a3222"/>`
      );
    case 'knife':
      return (
        part('M22 128 L132 98 L146 98 L146 130 L22 134 Z', '#d8dde2') +
        `<rect x="146" y="100" width="44" height="28" rx="7" fill="${f}" ${line}/>` +
        part('M40 84 L120 62 L130 62 L130 80 L40 88 Z', '#c9ced4') +
        `<rect x="130" y="62" width="36" height="20" rx="6" fill="${f}" ${line}/>`
      );
    case 'mask':
      return (
        `<rect x="46" y="24" width="108" height="156" rx="12" fill="${f}" ${line}/>` +
        `<ellipse cx="100" cy="96" rx="32" ry="42" fill="#ffffff" opacity="0.9"/>` +
        `<ellipse cx="88" cy="86" rx="6" ry="4" fill="${f}"/><ellipse cx="112" cy="86" rx="6" ry="4" fill="${f}"/>` +
        stroke('M92 116 Q100 122 108 116', 2) +
        `<rect x="60" y="150" width="80" height="12" rx="6" fill="${l}"/>`
      );
    case 'serum':
      return (
        `<ellipse cx="100" cy="34" rx="14" ry="20" fill="${d}"/>` +
        `<rect x="84" y="50" width="32" height="26" rx="4" fill="#d9b86a" ${line}/>` +
        `<rect x="66" y="74" width="68" height="108" rx="14" fill="${f}" fill-opacity="0.85" ${line}/>` +
        `<rect x="76" y="108" width="48" height="40" rx="4" fill="#ffffff" opacity="0.85"/>`
      );
    case 'cream':
      return (
        `<rect x="40" y="68" width="120" height="32" rx="8" fill="${d}"/>` +
        `<rect x="34" y="98" width="132" height="78" rx="18" fill="${f}" ${line}/>` +
        `<rect x="62" y="122" width="76" height="30" rx="4" fill="#ffffff" opacity="0.85"/>`
      );
    case 'toothbrush':
      return (
        `<rect x="88" y="56" width="26" height="128" rx="13" fill="${f}" ${line}/>` +
        `<rect x="92" y="14" width="18" height="46" rx="8" fill="${f}" ${line}/>` +
        stroke('M96 20 L88 20 M96 28 L88 28 M96 36 L88 36 M96 44 L88 44', 3, '#ffffff') +
        `<circle cx="101" cy="100" r="6" fill="${l}"/>` +
        `<ellipse cx="101" cy="188" rx="34" ry="8" fill="${d}" opacity="0.6"/>`
      );
    case 'bottle':
      return (
        `<rect x="90" y="30" width="20" height="26" rx="3" fill="${d}"/>` +
        stroke('M100 32 L128 32', 6, d) +
        part('M64 74 Q64 56 82 56 L118 56 Q136 56 136 74 L136 176 Q136 186 124 186 L76 186 Q64 186 64 176 Z') +
        `<rect x="74" y="104" width="52" height="50" rx="4" fill="#ffffff" opacity="0.85"/>`
      );
    case 'phone':
      return (
        `<rect x="56" y="18" width="88" height="166" rx="20" fill="${f}" ${line}/>` +
        `<rect x="66" y="28" width="34" height="38" rx="9" fill="${shade(f, -0.25)}"/>` +
        `<circle cx="76" cy="38" r="5" fill="#222"/><circle cx="90" cy="38" r="5" fill="#222"/><circle cx="76" cy="54" r="5" fill="#222"/>`
      );
    case 'film':
      return (
        `<rect x="54" y="22" width="84" height="160" rx="18" fill="#2f2f33"/>` +
        `<rect x="62" y="16" width="84" height="160" rx="18" fill="${f}" fill-opacity="0.55" stroke="#ffffff" stroke-width="3" transform="rotate(8 104 96)"/>` +
        stroke('M84 40 L112 30', 4, '#ffffff')
      );
    case 'cable':
      return (
        stroke('M46 40 Q176 34 150 100 Q126 162 44 150', 8, f) +
        `<rect x="24" y="30" width="26" height="20" rx="4" fill="#c9ced4" ${line}/>` +
        `<rect x="22" y="140" width="26" height="20" rx="4" fill="#c9ced4" ${line}/>`
      );
    case 'charger':
      return (
        `<rect x="76" y="34" width="12" height="34" rx="3" fill="#c9ced4" ${line}/>` +
        `<rect x="112" y="34" width="12" height="34" rx="3" fill="#c9ced4" ${line}/>` +
        `<rect x="50" y="66" width="100" height="100" rx="18" fill="${f}" ${line}/>` +
        `<rect x="82" y="108" width="36" height="10" rx="5" fill="${d}"/><rect x="82" y="128" width="36" height="10" rx="5" fill="${d}"/>`
      );
    case 'mouse':
      return (
        part('M100 26 Q152 26 152 100 Q152 178 100 178 Q48 178 48 100 Q48 26 100 26 Z') +
        stroke('M100 28 L100 84 M50 84 L150 84', 2) +
        `<rect x="95" y="44" width="10" height="22" rx="5" fill="${d}"/>`
      );
    case 'keyboard': {
      let keys = '';
      for (let row = 0; row < 4; row++) {
        for (let col = 0; col < 11; col++) {
          keys += `<rect x="${24 + col * 14}" y="${80 + row * 16}" width="11" height="12" rx="2" fill="${l}"/>`;
        }
      }
      return `<rect x="14" y="68" width="172" height="84" rx="10" fill="${f}" ${line}/>${keys}`;
    }
    case 'headphones':
      return (
        stroke('M40 120 Q40 30 100 30 Q160 30 160 120', 10, f) +
        `<rect x="26" y="108" width="36" height="60" rx="14" fill="${f}" ${line}/>` +
        `<rect x="138" y="108" width="36" height="60" rx="14" fill="${f}" ${line}/>`
      );
  }
}
