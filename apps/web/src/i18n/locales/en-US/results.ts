import type { Translation } from '../../translation.ts';
import type { results as zh } from '../zh-CN/results.ts';

/** The results screens' words in English (en-US). */
export const results: Translation<typeof zh> = {};
