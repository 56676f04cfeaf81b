/** The fake's errors, times and amounts, as Alipay's open platform writes and reads them. */

export interface AlipayError {
  code: string;
  msg: string;
  sub_code?: string;
  sub_msg?: string;
}

export const missing = (name: string, what: string): AlipayError => ({
  code: '40001',
  msg: 'Missing Required Arguments',
  sub_code: `isv.missing-${name}`,
  sub_msg: `缺少${what}参数`,
});
export const invalid = (name: string, what: string): AlipayError => ({
  code: '40002',
  msg: 'Invalid Arguments',
  sub_code: `isv.invalid-${name}`,
  sub_msg: `无效的${what}参数`,
});
export const business = (subCode: string, subMsg: string): AlipayError => ({
  code: '40004',
  msg: 'Business Failed',
  sub_code: subCode,
  sub_msg: subMsg,
});

export function chinaTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export const yuan = (amountFen: number) => (amountFen / 100).toFixed(2);

export function fen(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole, part = ''] = value.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

export const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function parseBiz(text: string | undefined): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
