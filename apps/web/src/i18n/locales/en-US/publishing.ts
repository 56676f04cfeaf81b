import type { Translation } from '../../translation.ts';
import type { publishing as zh } from '../zh-CN/publishing.ts';

/** The publishing screens' words in English (en-US). */
export const publishing: Translation<typeof zh> = {};
