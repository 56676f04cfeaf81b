import type { Translation } from '../../translation.ts';
import type { orders as zh } from '../zh-CN/orders.ts';

/** The orders screens' words in English (en-US). */
export const orders: Translation<typeof zh> = {};
