import type { Translation } from '../../translation.ts';
import type { subscriptions as zh } from '../zh-CN/subscriptions.ts';

/** The subscriptions screens' words in English (en-US). */
export const subscriptions: Translation<typeof zh> = {};
