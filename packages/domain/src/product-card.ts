// Generated product pictures for demo goods (the seeded catalogue and the 1688 sandbox): an SVG card
// showing a drawing of the kind of product, its name and a selling point. Imported as
// @puhuo/domain/product-card (kept out of the index the web app bundles).

export const PRODUCT_PICTURES = [
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

/** darker or lighter by a share (-1..1) */
function shade(hex: string, share: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = share < 0 ? c * (1 + share) : c + (255 - c) * share;
    return Math.round(Math.max(0, Math.min(255, next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/**
 * The drawing of a kind of product in a 200x200 box: `f` the main colour, `d` a darker one for
 * lines and parts, `l` a lighter one.
 */
function drawing(picture: ProductPicture, f: string, d: string, l: string): string {
  const line = `stroke="${d}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"`;
  const part = (path: string, fill = f) => `<path d="${path}" fill="${fill}" ${line}/>`;
  const stroke = (path: string, width = 3, colour = d) =>
    `<path d="${path}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
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

/** Which drawing a category of goods gets, by the words of its name (longest first: 运动鞋 before 鞋). */
const PICTURE_WORDS: [string, ProductPicture][] = [
  ['连衣裙', 'dress'],
  ['半身裙', 'skirt'],
  ['套装裙', 'dress'],
  ['polo', 'polo'],
  ['t恤', 'tee'],
  ['衬衫', 'shirt'],
  ['雪纺衫', 'shirt'],
  ['卫衣', 'hoodie'],
  ['针织', 'sweater'],
  ['毛衣', 'sweater'],
  ['夹克', 'jacket'],
  ['风衣', 'jacket'],
  ['羽绒', 'jacket'],
  ['棉服', 'jacket'],
  ['棉衣', 'jacket'],
  ['西装', 'jacket'],
  ['外套', 'jacket'],
  ['连体衣', 'tee'],
  ['瑜伽服', 'tee'],
  ['运动套装', 'jacket'],
  ['裙', 'skirt'],
  ['裤', 'trousers'],
  ['运动鞋', 'sneaker'],
  ['板鞋', 'sneaker'],
  ['休闲鞋', 'sneaker'],
  ['帆布鞋', 'sneaker'],
  ['凉鞋', 'sandal'],
  ['拖鞋', 'sandal'],
  ['鞋', 'shoe'],
  ['靴', 'shoe'],
  ['袜', 'tee'],
  ['双肩包', 'backpack'],
  ['登山包', 'backpack'],
  ['书包', 'backpack'],
  ['斜挎', 'crossbody'],
  ['腰包', 'crossbody'],
  ['拉杆箱', 'suitcase'],
  ['旅行', 'suitcase'],
  ['包', 'handbag'],
  ['收纳', 'box'],
  ['衣架', 'hanger'],
  ['保鲜', 'container'],
  ['餐具', 'bowl'],
  ['锅', 'pan'],
  ['刀', 'knife'],
  ['四件套', 'bedding'],
  ['被', 'bedding'],
  ['枕', 'bedding'],
  ['面膜', 'mask'],
  ['精华', 'serum'],
  ['粉底', 'serum'],
  ['香水', 'serum'],
  ['霜', 'cream'],
  ['乳', 'cream'],
  ['眼影', 'cream'],
  ['口红', 'serum'],
  ['睫毛', 'serum'],
  ['牙刷', 'toothbrush'],
  ['洗发', 'bottle'],
  ['护发', 'bottle'],
  ['沐浴', 'bottle'],
  ['洁面', 'bottle'],
  ['爽肤水', 'bottle'],
  ['牙膏', 'bottle'],
  ['手机壳', 'phone'],
  ['钢化膜', 'film'],
  ['数据线', 'cable'],
  ['充电', 'charger'],
  ['移动电源', 'charger'],
  ['鼠标', 'mouse'],
  ['键盘', 'keyboard'],
  ['耳机', 'headphones'],
  ['音箱', 'headphones'],
  ['硬盘', 'charger'],
  ['坚果', 'nuts'],
  ['碧根果', 'nuts'],
  ['开心果', 'nuts'],
  ['饼干', 'biscuit'],
  ['糕点', 'biscuit'],
  ['糖果', 'snack'],
  ['肉干', 'snack'],
  ['辣条', 'snack'],
  ['零食', 'snack'],
  ['茶', 'tea'],
  ['咖啡', 'tea'],
  ['奶粉', 'container'],
  ['蜂蜜', 'cream'],
  ['奶瓶', 'baby-bottle'],
  ['纸尿裤', 'parcel'],
  ['湿巾', 'parcel'],
  ['碗', 'bowl'],
  ['瑜伽垫', 'mat'],
  ['跳绳', 'rope'],
  ['哑铃', 'dumbbell'],
  ['帐篷', 'tent'],
  ['椅', 'chair'],
  ['猫砂', 'litter'],
  ['猫粮', 'litter'],
  ['狗粮', 'litter'],
  ['猫抓', 'scratcher'],
  ['宠物窝', 'bedding'],
  ['牵引', 'leash'],
  ['拖把', 'hanger'],
  ['垃圾袋', 'parcel'],
  ['抹布', 'parcel'],
];

/** The drawing for a category name ("短袖T恤" -> tee); a parcel when no word fits. */
export function pictureForCategory(name: string): ProductPicture {
  const lower = name.toLowerCase();
  return PICTURE_WORDS.find(([word]) => lower.includes(word))?.[1] ?? 'parcel';
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
