/** China has one time zone and no daylight saving: UTC+8. */
export const CHINA_OFFSET_MS = 8 * 3600 * 1000;
export const DAY_MS = 24 * 3600 * 1000;

/** The calendar day in China as whole days since the epoch. */
export const chinaDay = (date: Date) => Math.floor((date.getTime() + CHINA_OFFSET_MS) / DAY_MS);
/** That day as YYYY-MM-DD. */
export const chinaDateText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The instant a China calendar day starts. */
export const chinaDayStart = (day: number) => new Date(day * DAY_MS - CHINA_OFFSET_MS);

/** YYYY-MM-DD HH:mm in China time. */
export const formatChinaTime = (date: Date) =>
  new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
