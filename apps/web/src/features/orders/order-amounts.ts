import { yuanToFen } from '@puhuo/domain';
import { formatYuanAmount } from '../../i18n/index.ts';

/** An amount of the API (yuan) as the order screens write it: rounded to fen, with the ¥ sign. */
export const yuanText = (amount: number) => `¥${formatYuanAmount(yuanToFen(amount) / 100)}`;
