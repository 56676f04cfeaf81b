import type { Translation } from '../../translation.ts';
import type { common as zh } from '../zh-CN/common.ts';

/** Words many screens share in English (en-US). */
export const common: Translation<typeof zh> = {};
