import type { Translation } from '../../translation.ts';
import type { detail as zh } from '../zh-CN/detail.ts';

/** The detail screens' words in English (en-US). */
export const detail: Translation<typeof zh> = {};
