import { type PublishableShop, shopPublishCount } from '@puhuo/domain';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../i18n/index.ts';
import { StationBadge } from '../../shared/StationBadge.tsx';
import styles from './publishing.module.css';

/** a card the distributor may not choose: outside the good's channels, or restricted by its supplier */
export const isUnselectable = (card: PublishableShop) => card.disabled || card.inBlackList;

interface Props {
  cards: PublishableShop[];
  checked: readonly string[];
  /** exactly one good of our own suppliers: the cards carry its notes (doc 2 §2 single-item notes) */
  withNotes: boolean;
  onToggle(card: PublishableShop): void;
}

/** The publish dialog's shop cards (doc 2 §2): logo, name, the shop's publish count, the single-good note. */
export function ShopCardGrid({ cards, checked, withNotes, onToggle }: Props) {
  const { t } = useTranslation(['publishing', 'shared']);
  const localize = useLocalized();
  return (
    <div className={styles.shopGrid} data-testid="publish-shops">
      {cards.map((card) => (
        <button
          type="button"
          key={card.id}
          data-testid="publish-shop"
          className={[
            styles.shopCard,
            checked.includes(card.id) ? styles.shopChecked : '',
            isUnselectable(card) ? styles.shopDisabled : '',
          ].join(' ')}
          onClick={() => onToggle(card)}
        >
          <Checkbox checked={checked.includes(card.id)} disabled={isUnselectable(card)} tabIndex={-1} />
          <StationBadge station={card.stationType} size={22} />
          <span className={styles.shopMain}>
            <span className={styles.shopName} title={card.shopName}>
              {card.shopName}
            </span>
            <span className={styles.shopCount} data-testid="shop-count">
              {localize(shopPublishCount(card.shopCount))}
            </span>
          </span>
          {withNotes && (
            <span className={styles.shopNote}>
              {card.disabled
                ? t('dialog.channelNotEnabled')
                : card.inBlackList
                  ? t('dialog.restricted')
                  : card.count > 0
                    ? t('shared:publishedTimes', { count: card.count })
                    : ''}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
