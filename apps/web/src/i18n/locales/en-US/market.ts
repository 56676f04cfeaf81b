import type { Translation } from '../../translation.ts';
import type { market as zh } from '../zh-CN/market.ts';

/** The market screens' words in English (en-US). */
export const market: Translation<typeof zh> = {};
