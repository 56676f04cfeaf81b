// The pen the product cards' drawings are made with (product-card.ts): a colour, its darker and lighter
// shades, and the outlined shapes drawn in them.

/** darker or lighter by a share (-1..1) */
export function shade(hex: string, share: number): string {
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
 * What a drawing is made with: `f` the main colour, `d` a darker one for lines and parts, `l` a lighter
 * one; `line` the outline's attributes, `part` a filled path outlined, `stroke` a path drawn as a line.
 */
export interface Pen {
  f: string;
  d: string;
  l: string;
  line: string;
  part(path: string, fill?: string): string;
  stroke(path: string, width?: number, colour?: string): string;
}

export function penOf(f: string, d: string, l: string): Pen {
  const line = `stroke="${d}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"`;
  const part = (path: string, fill = f) => `<path d="${path}" fill="${fill}" ${line}/>`;
  const stroke = (path: string, width = 3, colour = d) =>
    `<path d="${path}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return { f, d, l, line, part, stroke };
}
