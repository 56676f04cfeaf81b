import type { Translation } from '../../translation.ts';
import type { templates as zh } from '../zh-CN/templates.ts';

/** The templates screens' words in English (en-US). */
export const templates: Translation<typeof zh> = {};
