// The drawings of worn goods for the product cards (product-card.ts): clothes, shoes and bags.

import { type Pen, shade } from './product-card.pen.ts';

export const WEAR_PICTURES = [
  'tee',
  'polo',
  'shirt',
  'hoodie',
  'sweater',
  'jacket',
  'dress',
  'skirt',
  'trousers',
  'sneaker',
  'shoe',
  'sandal',
  'handbag',
  'crossbody',
  'backpack',
  'suitcase',
] as const;
export type WearPicture = (typeof WEAR_PICTURES)[number];

/** A garment, a pair of shoes or a bag in a 200x200 box, drawn with `pen`. */
export function wearDrawing(picture: WearPicture, pen: Pen): string {
  const { f, d, l, line, part, stroke } = pen;
  const shortSleeves =
    'M60 30 L84 22 Q100 38 116 22 L140 30 L176 64 L156 86 L140 74 L140 180 L60 180 L60 74 L44 86 L24 64 Z';
  const longSleeves =
    'M62 28 L86 20 Q100 34 114 20 L138 28 L164 60 L176 170 L154 174 L142 86 L142 182 L58 182 L58 86 L46 174 L24 170 L36 60 Z';
  switch (picture) {
    case 'tee':
      return part(shortSleeves) + stroke('M84 22 Q100 44 116 22', 3) + stroke('M66 160 L134 160', 2, l);
    case 'polo':
      return (
        part(shortSleeves) +
        part('M84 22 L100 40 L92 54 L78 30 Z', l) +
        part('M116 22 L100 40 L108 54 L122 30 Z', l) +
        stroke('M100 40 L100 78', 3) +
        `<circle cx="100" cy="56" r="2.5" fill="${d}"/><circle cx="100" cy="68" r="2.5" fill="${d}"/>`
      );
    case 'shirt':
      return (
        part(longSleeves) +
        part('M86 20 L100 42 L88 52 L78 26 Z', l) +
        part('M114 20 L100 42 L112 52 L122 26 Z', l) +
        stroke('M100 42 L100 182', 2) +
        [62, 84, 106, 128, 150].map((y) => `<circle cx="106" cy="${y}" r="2.5" fill="${d}"/>`).join('') +
        part('M118 70 L134 70 L134 86 L118 86 Z', l)
      );
    case 'hoodie':
      return (
        part(longSleeves) +
        part('M76 28 Q100 -4 124 28 Q100 48 76 28 Z', shade(f, -0.12)) +
        stroke('M94 40 L92 66 M106 40 L108 66', 2) +
        part('M72 120 L128 120 L136 156 L64 156 Z', shade(f, -0.08))
      );
    case 'sweater':
      return (
        part(longSleeves) +
        stroke('M86 20 L100 50 L114 20', 3) +
        stroke('M60 170 L140 170 M60 176 L140 176 M48 160 L40 166 M152 160 L160 166', 2, l) +
        stroke('M80 80 Q100 96 120 80 M80 104 Q100 120 120 104', 2, l)
      );
    case 'jacket':
      return (
        part(longSleeves) +
        part('M82 20 L100 30 L118 20 L122 34 L100 44 L78 34 Z', shade(f, -0.15)) +
        stroke('M100 44 L100 182', 3) +
        part('M66 110 L86 110 L86 126 L66 126 Z', l) +
        part('M114 110 L134 110 L134 126 L114 126 Z', l)
      );
    case 'dress':
      return (
        part('M78 18 L90 18 Q100 32 110 18 L122 18 L126 64 Q120 76 118 84 L164 184 L36 184 L82 84 Q80 76 74 64 Z') +
        part('M80 80 L120 80 L120 90 L80 90 Z', shade(f, -0.2)) +
        stroke('M78 120 L70 180 M100 94 L100 182 M122 120 L130 180', 2, l)
      );
    case 'skirt':
      return (
        part('M62 36 L138 36 L142 56 L172 178 L28 178 L58 56 Z') +
        part('M60 36 L140 36 L140 52 L60 52 Z', shade(f, -0.2)) +
        stroke('M78 56 L58 176 M100 56 L100 176 M122 56 L142 176', 2, l)
      );
    case 'trousers':
      return (
        part('M56 22 L144 22 L152 182 L112 182 L100 74 L88 182 L48 182 Z') +
        part('M56 22 L144 22 L145 36 L55 36 Z', shade(f, -0.2)) +
        stroke('M100 36 L100 74 M70 50 Q80 60 90 50 M110 50 Q120 60 130 50', 2)
      );
    case 'sneaker':
      return (
        part('M18 138 L182 138 Q188 156 172 164 L30 164 Q12 158 18 138 Z', '#f6f6f4') +
        part('M26 140 Q26 104 60 98 L90 78 Q104 72 112 86 Q142 104 172 114 Q186 122 182 140 Z') +
        stroke('M82 92 L98 104 M90 86 L106 98 M74 98 L90 110', 3, l) +
        stroke('M26 150 L182 150', 2)
      );
    case 'shoe':
      return (
        part('M20 128 Q24 100 62 98 Q98 96 124 108 Q152 118 178 124 Q188 132 182 146 L22 146 Z') +
        part('M18 146 L184 146 L182 156 L20 156 Z', d) +
        part('M22 146 L54 146 L52 172 L28 172 Z', d) +
        stroke('M62 106 Q92 112 118 110', 2, l)
      );
    case 'sandal':
      return (
        part('M22 150 Q100 138 180 146 Q188 156 176 162 L30 162 Q14 160 22 150 Z', shade(f, -0.15)) +
        stroke('M48 148 Q62 104 84 146', 9, f) +
        stroke('M96 144 Q112 96 132 144', 9, f) +
        stroke('M140 146 Q160 110 170 146', 9, f)
      );
    case 'handbag':
      return (
        stroke('M68 82 Q68 30 100 30 Q132 30 132 82', 8) +
        part('M38 80 L162 80 L174 178 L26 178 Z') +
        part('M38 80 L162 80 L160 104 L40 104 Z', shade(f, -0.12)) +
        part('M92 98 L108 98 L108 114 L92 114 Z', '#e8c66a')
      );
    case 'crossbody':
      return (
        stroke('M52 96 L100 14 L148 96', 5) +
        part('M44 90 Q44 80 54 80 L146 80 Q156 80 156 90 L156 164 Q156 174 146 174 L54 174 Q44 174 44 164 Z') +
        part('M44 90 Q44 80 54 80 L146 80 Q156 80 156 90 L156 124 Q100 138 44 124 Z', shade(f, -0.12)) +
        `<circle cx="100" cy="126" r="6" fill="#e8c66a" stroke="${d}" stroke-width="2"/>`
      );
    case 'backpack':
      return (
        stroke('M84 28 Q100 6 116 28', 5) +
        part('M48 54 Q48 28 100 28 Q152 28 152 54 L158 172 Q158 184 146 184 L54 184 Q42 184 42 172 Z') +
        part('M64 110 L136 110 L136 166 Q136 172 130 172 L70 172 Q64 172 64 166 Z', shade(f, -0.12)) +
        stroke('M64 128 L136 128', 2, l)
      );
    case 'suitcase':
      return (
        stroke('M84 42 L84 20 L116 20 L116 42', 5) +
        `<rect x="52" y="40" width="96" height="136" rx="14" fill="${f}" ${line}/>` +
        stroke('M76 48 L76 168 M100 48 L100 168 M124 48 L124 168', 2, l) +
        `<circle cx="66" cy="184" r="7" fill="${d}"/><circle cx="134" cy="184" r="7" fill="${d}"/>`
      );
  }
}
