// The drawings of the remaining goods for the product cards (product-card.ts): food and drink, baby goods and
// tableware, sports and outdoor, pets, bedding, and the parcel that stands for anything else.

import { type Pen, shade } from './product-card.pen.ts';

export const LIVING_PICTURES = [
  'nuts',
  'biscuit',
  'snack',
  'tea',
  'baby-bottle',
  'bowl',
  'mat',
  'rope',
  'dumbbell',
  'tent',
  'chair',
  'litter',
  'scratcher',
  'leash',
  'pet-bowl',
  'bedding',
  'parcel',
] as const;
export type LivingPicture = (typeof LIVING_PICTURES)[number];

/** Food, a baby, sports, outdoor, pet or bedding product, or a parcel, in a 200x200 box, drawn with `pen`. */
export function livingDrawing(picture: LivingPicture, pen: Pen): string {
  const { f, d, l, line, part, stroke } = pen;
  switch (picture) {
    case 'nuts':
      return [
        [70, 96],
        [122, 88],
        [96, 136],
        [142, 138],
        [52, 146],
      ]
        .map(
          ([x, y]) =>
            `<ellipse cx="${x}" cy="${y}" rx="26" ry="20" fill="${f}" ${line}/>` +
            stroke(`M${(x as number) - 14} ${y} Q${x} ${(y as number) - 10} ${(x as number) + 14} ${y}`, 2),
        )
        .join('');
    case 'biscuit':
      return [
        [72, 90],
        [128, 100],
        [96, 146],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="36" fill="${f}" ${line}/>` +
            [
              [-12, -10],
              [10, -14],
              [0, 4],
              [-14, 14],
              [14, 12],
            ]
              .map(
                ([dx, dy]) =>
                  `<circle cx="${(x as number) + (dx as number)}" cy="${(y as number) + (dy as number)}" r="4" fill="${d}"/>`,
              )
              .join(''),
        )
        .join('');
    case 'snack':
      return (
        part('M48 28 L152 28 L144 48 L152 176 L48 176 L56 48 Z') +
        stroke('M50 40 L150 40 M50 166 L150 166', 2, l) +
        `<ellipse cx="100" cy="108" rx="34" ry="26" fill="#ffd166" ${line}/>`
      );
    case 'tea':
      return (
        stroke('M80 40 Q70 26 80 14 M104 40 Q94 26 104 14 M128 40 Q118 26 128 14', 3, '#b5b5b5') +
        part('M40 64 L160 64 L150 150 Q146 170 126 170 L74 170 Q54 170 50 150 Z', '#fbfbf8') +
        stroke('M158 84 Q186 88 180 112 Q176 130 152 128', 6, d) +
        `<ellipse cx="100" cy="72" rx="56" ry="8" fill="${f}"/>` +
        part('M84 110 Q100 86 120 104 Q104 130 84 110 Z')
      );
    case 'baby-bottle':
      return (
        part('M88 42 Q88 16 100 16 Q112 16 112 42 Z', '#f2c9a0') +
        `<rect x="76" y="40" width="48" height="20" rx="6" fill="#7fb7d8" ${line}/>` +
        `<rect x="66" y="58" width="68" height="124" rx="22" fill="${f}" fill-opacity="0.85" ${line}/>` +
        stroke('M70 90 L84 90 M70 110 L84 110 M70 130 L84 130 M70 150 L84 150', 2)
      );
    case 'bowl':
      return (
        part('M22 92 L178 92 Q172 164 100 166 Q28 164 22 92 Z') +
        `<ellipse cx="100" cy="92" rx="78" ry="12" fill="${shade(f, -0.15)}" ${line}/>` +
        `<ellipse cx="100" cy="172" rx="34" ry="8" fill="${d}"/>`
      );
    case 'mat':
      return (
        `<rect x="20" y="112" width="138" height="52" rx="6" fill="${f}" ${line}/>` +
        `<circle cx="158" cy="138" r="28" fill="${shade(f, -0.1)}" ${line}/>` +
        stroke('M158 138 m-16 0 a16 16 0 1 0 32 0 a10 10 0 1 0 -20 0', 2)
      );
    case 'rope':
      return (
        stroke('M52 60 Q40 170 100 170 Q160 170 148 60', 4, d) +
        `<rect x="42" y="20" width="20" height="48" rx="9" fill="${f}" ${line}/>` +
        `<rect x="138" y="20" width="20" height="48" rx="9" fill="${f}" ${line}/>`
      );
    case 'dumbbell':
      return (
        `<rect x="56" y="92" width="88" height="16" rx="6" fill="#9da0a6" ${line}/>` +
        `<rect x="28" y="64" width="32" height="72" rx="8" fill="${f}" ${line}/>` +
        `<rect x="140" y="64" width="32" height="72" rx="8" fill="${f}" ${line}/>`
      );
    case 'tent':
      return (
        part('M100 28 L180 172 L20 172 Z') +
        part('M100 84 L128 172 L72 172 Z', shade(f, -0.35)) +
        stroke('M100 28 L100 14 M10 174 L190 174', 3)
      );
    case 'chair':
      return (
        stroke('M56 184 L142 96 M144 184 L58 96', 5) +
        part('M44 44 Q100 30 156 44 L146 128 Q100 140 54 128 Z') +
        stroke('M54 100 Q100 112 146 100', 2, l)
      );
    case 'litter':
      return (
        part('M48 36 L152 36 L160 180 L40 180 Z') +
        `<rect x="46" y="30" width="108" height="14" rx="3" fill="${d}"/>` +
        `<circle cx="100" cy="120" r="14" fill="#ffffff"/>` +
        [
          [82, 96],
          [100, 90],
          [118, 96],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#ffffff"/>`)
          .join('')
      );
    case 'scratcher':
      return (
        part('M30 150 L150 60 L176 94 L56 184 Z') + stroke('M48 160 L158 76 M60 170 L166 88 M40 150 L150 66', 2, d)
      );
    case 'leash':
      return (
        stroke('M40 40 Q20 70 50 80 Q78 86 66 52 Q58 30 40 40', 7, f) +
        stroke('M60 76 Q110 120 140 150', 5, f) +
        `<rect x="134" y="146" width="22" height="30" rx="6" fill="#c9ced4" ${line}/>`
      );
    case 'pet-bowl':
      return (
        part('M26 112 L174 112 L158 172 L42 172 Z') +
        `<ellipse cx="100" cy="112" rx="74" ry="12" fill="#a8652e"/>` +
        [70, 90, 110, 130].map((x) => `<circle cx="${x}" cy="106" r="8" fill="#c58346"/>`).join('')
      );
    case 'bedding':
      return (
        `<rect x="24" y="70" width="152" height="100" rx="12" fill="${f}" ${line}/>` +
        `<rect x="36" y="50" width="56" height="34" rx="10" fill="${l}" ${line}/>` +
        `<rect x="108" y="50" width="56" height="34" rx="10" fill="${l}" ${line}/>` +
        stroke('M24 116 L176 116', 2)
      );
    case 'parcel':
      return (
        part('M30 64 L100 36 L170 64 L170 156 L100 184 L30 156 Z') +
        stroke('M30 64 L100 92 L170 64 M100 92 L100 184', 3) +
        stroke('M64 50 L134 78', 6, l)
      );
  }
}
