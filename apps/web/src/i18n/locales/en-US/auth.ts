import type { Translation } from '../../translation.ts';
import type { auth as zh } from '../zh-CN/auth.ts';

/** The auth screens' words in English (en-US). */
export const auth: Translation<typeof zh> = {};
