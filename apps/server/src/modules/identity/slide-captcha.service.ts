import { randomInt } from 'node:crypto';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '@puhuo/domain';
import { addSeconds, type Clock } from '../../lib/clock.ts';
import { pngDataUrl, Raster } from '../../lib/png.ts';
import type { SlideCaptchaRepository } from './slide-captcha.repository.ts';

const PIECE_BODY = 44;
const KNOB_RADIUS = 8;
export const PIECE_SIZE = PIECE_BODY + KNOB_RADIUS;
export const GAP_TOLERANCE_PX = 5;
const CAPTCHA_LIFETIME_SECONDS = 120;
/** Pure white is kept for the gap outline; the scenery never reaches it. */
const SCENERY_MAX_CHANNEL = 240;

/** The puzzle piece: a square with a knob on top and one on the right. */
function inPiece(x: number, y: number): boolean {
  const inBody = x >= 0 && x < PIECE_BODY && y >= KNOB_RADIUS && y < PIECE_SIZE;
  const topKnob = (x - PIECE_BODY / 2) ** 2 + (y - KNOB_RADIUS) ** 2 <= KNOB_RADIUS ** 2;
  const rightKnob = (x - PIECE_BODY) ** 2 + (y - (KNOB_RADIUS + PIECE_BODY / 2)) ** 2 <= KNOB_RADIUS ** 2;
  return inBody || topKnob || rightKnob;
}

function onPieceEdge(x: number, y: number): boolean {
  return inPiece(x, y) && (!inPiece(x - 1, y) || !inPiece(x + 1, y) || !inPiece(x, y - 1) || !inPiece(x, y + 1));
}

function paintScenery(raster: Raster): void {
  const hue = randomInt(0, 360);
  const hills = Array.from({ length: 3 }, (_, i) => ({
    base: 90 + i * 38 + randomInt(0, 20),
    amplitude: 10 + randomInt(0, 18),
    period: 40 + randomInt(0, 60),
    phase: randomInt(0, 100),
    shade: 0.55 - i * 0.12,
  }));
  const discs = Array.from({ length: 7 }, () => ({
    cx: randomInt(0, CAPTCHA_WIDTH),
    cy: randomInt(0, CAPTCHA_HEIGHT),
    r: randomInt(8, 34),
    tint: randomInt(0, 60),
  }));
  const colour = (h: number, light: number): [number, number, number] => {
    const rad = (h * Math.PI) / 180;
    const clamp = (v: number) => Math.max(0, Math.min(SCENERY_MAX_CHANNEL, Math.round(v)));
    return [
      clamp(light * (0.6 + 0.4 * Math.cos(rad))),
      clamp(light * (0.6 + 0.4 * Math.cos(rad - 2.1))),
      clamp(light * (0.6 + 0.4 * Math.cos(rad + 2.1))),
    ];
  };
  for (let y = 0; y < raster.height; y++) {
    for (let x = 0; x < raster.width; x++) {
      let light = 235 - y * 0.35;
      let h = hue;
      for (const hill of hills) {
        const top = hill.base + hill.amplitude * Math.sin((x + hill.phase) / hill.period);
        if (y > top) {
          light = 235 * hill.shade + (y - top) * 0.1;
          h = hue + 120;
        }
      }
      for (const disc of discs) {
        if ((x - disc.cx) ** 2 + (y - disc.cy) ** 2 < disc.r ** 2) {
          light = Math.min(light + 25, 235);
          h = hue + 180 + disc.tint;
        }
      }
      const noise = ((x * 7 + y * 13) % 5) - 2;
      const [r, g, b] = colour(h, light + noise);
      raster.set(x, y, r, g, b);
    }
  }
}

export interface TrackPoint {
  x: number;
  y: number;
  t: number;
}

/** A drag a person could have made: enough points, plausible duration, uneven speed. */
export function isHumanLikeTrack(track: TrackPoint[]): boolean {
  if (track.length < 5 || track.length > 1000) return false;
  const first = track[0];
  const last = track.at(-1);
  if (!first || !last) return false;
  const duration = last.t - first.t;
  if (duration < 300 || duration > 60_000) return false;
  const speeds: number[] = [];
  for (let i = 1; i < track.length; i++) {
    const a = track[i - 1];
    const b = track[i];
    if (!a || !b || b.t < a.t) return false;
    if (b.t > a.t) speeds.push(Math.abs(b.x - a.x) / (b.t - a.t));
  }
  if (speeds.length < 4) return false;
  const mean = speeds.reduce((s, v) => s + v, 0) / speeds.length;
  if (mean === 0) return false;
  const variance = speeds.reduce((s, v) => s + (v - mean) ** 2, 0) / speeds.length;
  // a scripted constant-speed drag has almost no variation
  return Math.sqrt(variance) / mean >= 0.1;
}

export function parseTrack(text: string): TrackPoint[] | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return null;
    const points: TrackPoint[] = [];
    for (const item of value) {
      if (typeof item !== 'object' || item === null) return null;
      const { x, y, t } = item as Record<string, unknown>;
      if (![x, y, t].every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
      points.push({ x: x as number, y: y as number, t: t as number });
    }
    return points;
  } catch {
    return null;
  }
}

export class SlideCaptchaService {
  constructor(
    private readonly repository: SlideCaptchaRepository,
    private readonly clock: Clock,
  ) {}

  async generate(): Promise<{ id: string; backgroundImage: string; sliderImage: string }> {
    const gapX = randomInt(PIECE_SIZE + 30, CAPTCHA_WIDTH - PIECE_SIZE - 8);
    const gapY = randomInt(8, CAPTCHA_HEIGHT - PIECE_SIZE - 8);
    const background = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
    paintScenery(background);
    const slider = new Raster(PIECE_SIZE, CAPTCHA_HEIGHT);
    for (let y = 0; y < PIECE_SIZE; y++) {
      for (let x = 0; x < PIECE_SIZE; x++) {
        if (!inPiece(x, y)) continue;
        const [r, g, b] = background.get(gapX + x, gapY + y);
        if (onPieceEdge(x, y)) {
          slider.set(x, gapY + y, 250, 250, 250);
          background.set(gapX + x, gapY + y, 255, 255, 255);
        } else {
          slider.set(x, gapY + y, r, g, b);
          background.set(gapX + x, gapY + y, r * 0.4, g * 0.4, b * 0.4);
        }
      }
    }
    const now = this.clock.now();
    const id = await this.repository.add({
      gapX,
      gapY,
      creationTime: now,
      expiresAt: addSeconds(now, CAPTCHA_LIFETIME_SECONDS),
    });
    return { id, backgroundImage: pngDataUrl(background), sliderImage: pngDataUrl(slider) };
  }

  /** Single use: a captcha is spent by its first verification, passed or not. */
  async verify(id: string | undefined, trackText: string | undefined): Promise<boolean> {
    if (!id || !trackText || !/^[0-9a-f-]{36}$/i.test(id)) return false;
    const captcha = await this.repository.spend(id, this.clock.now());
    if (!captcha) return false;
    const track = parseTrack(trackText);
    if (!track || !isHumanLikeTrack(track)) return false;
    const finalX = track.at(-1)?.x ?? Number.NaN;
    return Math.abs(finalX - captcha.gapX) <= GAP_TOLERANCE_PX;
  }
}
