import type { Translation } from '../../translation.ts';
import type { cart as zh } from '../zh-CN/cart.ts';

/** The cart screens' words in English (en-US). */
export const cart: Translation<typeof zh> = {};
