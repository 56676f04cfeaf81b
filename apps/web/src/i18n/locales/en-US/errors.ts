import type { Translation } from '../../translation.ts';
import type { errors as zh } from '../zh-CN/errors.ts';

/** The errors screens' words in English (en-US). */
export const errors: Translation<typeof zh> = {
  notFound: {
    subTitle: 'Sorry, the page you visited does not exist',
    backHome: 'Back to home',
  },
};
