import type { Translation } from '../../translation.ts';
import type { shops as zh } from '../zh-CN/shops.ts';

/** The shops screens' words in English (en-US). */
export const shops: Translation<typeof zh> = {};
