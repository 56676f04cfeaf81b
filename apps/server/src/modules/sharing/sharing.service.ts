import { randomInt } from 'node:crypto';
import { NotificationMessages } from '@puhuo/domain';
import { badRequest } from '../../http/app-error.ts';
import type { ShortUrlRepository } from './short-url.repository.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const CODE_LENGTH = 7;
/** no code given, now or before, is longer */
const LONGEST_CODE = 32;
export const SHARER_PARAM = 'sharer';

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * The product's own address of a link: a path, or an absolute URL on the product's origin, kept as
 * path + query + hash, so a short link can only ever lead back into the product.
 */
export function ownPathOf(link: string, publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    throw badRequest(NotificationMessages.shortUrlInvalid, 'ShortUrlInvalid');
  }
  const relative = link.startsWith('/') && !link.startsWith('//');
  if (url.origin !== origin || (!relative && !/^https?:\/\//i.test(link))) {
    throw badRequest(NotificationMessages.shortUrlInvalid, 'ShortUrlInvalid');
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Share links (carrying the sharer's tenant) and short links of the product's pages. */
export class SharingService {
  constructor(private readonly shortUrls: ShortUrlRepository) {}

  shareUrl(path: string, sharerUid: string, publicUrl: string): { url: string; sharer: string } {
    const url = new URL(ownPathOf(path, publicUrl), publicUrl);
    url.searchParams.set(SHARER_PARAM, sharerUid);
    return { url: url.toString(), sharer: sharerUid };
  }

  /** The same tenant shortening the same address gets the same code. */
  async shorten(user: { userId: string; tenantId: string }, link: string, publicUrl: string) {
    const longUrl = ownPathOf(link, publicUrl);
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await this.shortUrls.codeFor(user.tenantId, longUrl);
      if (existing) return this.shortLink(existing, publicUrl);
      const code = newCode();
      if (await this.shortUrls.insert({ code, ...user, longUrl })) return this.shortLink(code, publicUrl);
    }
    throw new Error('no free short code after 5 attempts');
  }

  /** The address of a code; a code no link could have (one run on in a chat) is as unknown as any other. */
  async resolve(code: string): Promise<string | undefined> {
    if (code.length > LONGEST_CODE) return undefined;
    return this.shortUrls.longUrlOf(code);
  }

  private shortLink(code: string, publicUrl: string) {
    return { shortUrl: `${new URL(publicUrl).origin}/s/${code}`, code };
  }
}
