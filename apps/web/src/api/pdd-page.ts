import {
  type CloudIsvPageCode,
  PDD_PAGE_CODE_COOKIE,
  PDD_PAGE_CODE_HEADER,
  PDD_PAGE_COOKIE_DAYS,
  PDD_PATI_COOKIE,
  PDD_PATI_HEADER,
} from '@puhuo/domain';
import { readCookie, writeCookie } from './cookies.ts';

/**
 * pdd's page identifiers (spec doc 2 §7: "two optional page headers for pdd taken from cookies"): the
 * page code our server got from pdd for a page showing a pdd shop, and the "pati" pdd's front-end
 * detection plugin makes from it. Both live 7 days (spec §9) and go with every API call, so that the pdd
 * calls made for it carry them (the server forwards them).
 */

/** a header value fetch accepts and the server forwards: visible ASCII only */
const HEADER_VALUE = /^[\x21-\x7e]{1,1024}$/;

/**
 * The pati: ours once remembered, else the plugin's own cookie, which it names after the page code (as
 * ISV integrations read it).
 */
function currentPati(pageCode: string | undefined): string | undefined {
  return readCookie(PDD_PATI_COOKIE) ?? (pageCode ? readCookie(pageCode) : undefined);
}

/** The two headers, each when its value is known and fit to send. */
export function pddPageHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const pageCode = readCookie(PDD_PAGE_CODE_COOKIE);
  const pati = currentPati(pageCode);
  if (pageCode && HEADER_VALUE.test(pageCode)) headers[PDD_PAGE_CODE_HEADER] = pageCode;
  if (pati && HEADER_VALUE.test(pati)) headers[PDD_PATI_HEADER] = pati;
  return headers;
}

/** Keeps the page code pdd gave (and the plugin's pati for it, when the plugin made one) for 7 days. */
export function rememberPddPageCode({ pageCode }: CloudIsvPageCode): void {
  writeCookie(PDD_PAGE_CODE_COOKIE, pageCode, PDD_PAGE_COOKIE_DAYS);
  const pati = readCookie(pageCode);
  if (pati) rememberPddPati(pati);
}

/** Keeps the pati pdd's detection plugin made for the current page code, for 7 days. */
export function rememberPddPati(pati: string): void {
  writeCookie(PDD_PATI_COOKIE, pati, PDD_PAGE_COOKIE_DAYS);
}
