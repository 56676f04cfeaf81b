import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { uploadedImages } from '../../db/schema/index.ts';

export type ImageKind =
  | { contentType: 'image/png'; extension: 'png' }
  | { contentType: 'image/jpeg'; extension: 'jpg' };

/** Recognises an image by its first bytes, whatever its file name says. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return { contentType: 'image/png', extension: 'png' };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { contentType: 'image/jpeg', extension: 'jpg' };
  }
  return null;
}

/** The images tenants uploaded, as the records that point at them (a logo, a licence) check them. */
export interface UploadedImages {
  /** Whether `url` is `/uploads/images/<id>.<ext>` of an image the tenant uploaded (checked by content on upload). */
  isUploadedBy(url: string, tenantId: string): Promise<boolean>;
}

/** Image blob storage on local disk (an S3-compatible store is a matter of configuration). */
export class LocalImageStorage implements UploadedImages {
  readonly root: string;

  constructor(
    private readonly db: Db,
    dataDir: string,
  ) {
    this.root = path.join(dataDir, 'uploads');
    mkdirSync(path.join(this.root, 'images'), { recursive: true });
  }

  async save(bytes: Buffer, kind: ImageKind, tenantId: string | null): Promise<{ cloudUrl: string }> {
    const id = randomUUID();
    const relative = `images/${id}.${kind.extension}`;
    writeFileSync(path.join(this.root, relative), bytes);
    await this.db.insert(uploadedImages).values({
      id,
      tenantId,
      path: relative,
      contentType: kind.contentType,
      bytes: bytes.length,
    });
    return { cloudUrl: `/uploads/${relative}` };
  }

  async isUploadedBy(url: string, tenantId: string): Promise<boolean> {
    const match = /^\/uploads\/images\/([0-9a-f-]{36})\.(png|jpg)$/.exec(url);
    if (!match?.[1]) return false;
    const [image] = await this.db
      .select({ id: uploadedImages.id })
      .from(uploadedImages)
      .where(and(eq(uploadedImages.id, match[1]), eq(uploadedImages.tenantId, tenantId)));
    return image !== undefined;
  }
}
