import type { Translation } from '../../translation.ts';
import type { distribution as zh } from '../zh-CN/distribution.ts';

/** The distribution screens' words in English (en-US). */
export const distribution: Translation<typeof zh> = {};
