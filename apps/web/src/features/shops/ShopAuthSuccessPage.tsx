import { findStation } from '@puhuo/domain';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocalized } from '../../i18n/index.ts';
import styles from './components/shops.module.css';

/**
 * Where the platform's authorisation ends (the station-oauth callback): says how it went; the window
 * that opened it hears the result through ShopAuthorize and refreshes.
 */
export default function ShopAuthSuccessPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation('shops');
  const localize = useLocalized();
  const success = params.get('success') === 'true';
  const station = findStation(Number(params.get('station')));
  const platform = localize(station?.label ?? '');
  const message = params.get('message');
  const shopName = params.get('shopName');
  const buyer = params.get('module') === 'buy';
  const close = () => {
    window.close();
    // a window we did not open cannot close itself
    window.location.assign('/market');
  };
  return (
    <div className={styles.resultPage}>
      <Result
        status={success ? 'success' : 'error'}
        title={success ? (buyer ? t('authPage.buyerDone') : t('authPage.shopDone')) : t('authPage.failed')}
        subTitle={
          success
            ? t(buyer ? 'authPage.accountAuthorized' : 'authPage.shopAuthorized', { platform, name: shopName ?? '' })
            : message !== null
              ? localize(message)
              : t('authPage.notCompleted')
        }
        extra={
          <Button type="primary" onClick={close}>
            {t('authPage.close')}
          </Button>
        }
      />
    </div>
  );
}
