import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './where-listed.module.css';

/** The where-listed matrix could not be read: says so, with a way to read it again. */
export function WhereListedFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('listings');
  return (
    <span className={styles.muted} data-testid="where-listed-failed">
      {t('whereListed.failed')}
      <Button type="link" size="small" onClick={onRetry}>
        {t('whereListed.retry')}
      </Button>
    </span>
  );
}
