import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Raster {
  width: number;
  height: number;
  /** the pixel's darkness test: luminance below half */
  dark(x: number, y: number): boolean;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** Reads an 8-bit, non-interlaced PNG (grey, RGB, grey+alpha or RGBA): enough for QR images. */
export function decodePng(png: Buffer): Raster {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      channels = CHANNELS[colour ?? -1] ?? 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) throw new Error('an unsupported PNG layout');
    } else if (type === 'IDAT') {
      data.push(body);
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i] ?? 0;
      const left = i >= channels ? (pixels[y * stride + i - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + i] ?? 0) : 0;
      const upLeft = y > 0 && i >= channels ? (pixels[(y - 1) * stride + i - channels] ?? 0) : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      pixels[y * stride + i] = (value + predicted) & 0xff;
    }
  }
  return {
    width,
    height,
    dark(x, y) {
      const at = y * stride + x * channels;
      const grey =
        channels >= 3 ? ((pixels[at] ?? 0) + (pixels[at + 1] ?? 0) + (pixels[at + 2] ?? 0)) / 3 : (pixels[at] ?? 0);
      return grey < 128;
    },
  };
}

/**
 * Whether the PNG is the QR code of `text` (as the qrcode package draws it, error correction M): each
 * module of the expected symbol is sampled at its centre, for the quiet-zone widths a drawer may use. A
 * phone reading the image would read `text`.
 */
export function isQrCodeOf(png: Buffer, text: string): boolean {
  const image = decodePng(png);
  const symbol = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = symbol.modules.size;
  for (let margin = 0; margin <= 6; margin++) {
    const scale = image.width / (size + 2 * margin);
    if (scale < 1) continue;
    let matches = true;
    for (let row = 0; row < size && matches; row++) {
      for (let col = 0; col < size; col++) {
        const x = Math.floor((margin + col + 0.5) * scale);
        const y = Math.floor((margin + row + 0.5) * scale);
        if (image.dark(x, y) !== Boolean(symbol.modules.get(row, col))) {
          matches = false;
          break;
        }
      }
    }
    if (matches) return true;
  }
  return false;
}
