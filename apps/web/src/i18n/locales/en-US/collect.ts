import type { Translation } from '../../translation.ts';
import type { collect as zh } from '../zh-CN/collect.ts';

/** The collect screens' words in English (en-US). */
export const collect: Translation<typeof zh> = {};
