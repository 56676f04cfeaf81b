import { PRICE_CONTROL_TAKEDOWN_ORDER_LIMITS } from '@puhuo/domain';
import { useTranslation } from 'react-i18next';
import styles from './publishing.module.css';

const [day1, day2, day3] = PRICE_CONTROL_TAKEDOWN_ORDER_LIMITS;

/** The listing notice of spec doc 2 §9, in the popover and in the confirmation before publishing. */
export function ListingNotice() {
  const { t } = useTranslation('publishing');
  return (
    <div className={styles.notice} data-testid="listing-notice">
      <p>{t('notice.takedown')}</p>
      <p>{t('notice.monitoring', { day1, day2, day3 })}</p>
      <p>{t('notice.reference')}</p>
    </div>
  );
}
