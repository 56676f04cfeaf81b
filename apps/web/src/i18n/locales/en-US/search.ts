import type { Translation } from '../../translation.ts';
import type { search as zh } from '../zh-CN/search.ts';

/** The search screens' words in English (en-US). */
export const search: Translation<typeof zh> = {};
