import { type AuthorizedSuccess, findStation, SUGGESTED_RECHARGE_YUAN } from '@puhuo/domain';
import { Button, Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount, useLocalized } from '../../../i18n/index.ts';
import { MODAL_Z_INDEX } from './modal-layer.ts';
import styles from './shops.module.css';

/** the catalogue key of each module's app (translated when drawn) */
const MODULE_LABELS = { goods: 'appType.goods', order: 'appType.order' } as const;

/**
 * The shop-authorised success guide: a simple success (both rights, product type 1), the recharge and
 * follow-the-official-account guide (both rights otherwise), or a prompt to order the other app.
 */
export default function ShopAuthorizedSuccessModal({
  open,
  shopName,
  stationType,
  outcome,
  onContinueOrdering,
  onClose,
}: {
  open: boolean;
  shopName: string;
  stationType: number;
  outcome: AuthorizedSuccess;
  onContinueOrdering: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('shops');
  const localize = useLocalized();
  const platform = localize(findStation(stationType)?.label ?? '');
  const title = t('success.title', { platform, shop: shopName });
  const missingApp = outcome.missing ? t(MODULE_LABELS[outcome.missing]) : '';
  return (
    <Modal open={open} onCancel={onClose} footer={null} zIndex={MODAL_Z_INDEX} width={520} destroyOnHidden>
      <div className={styles.successBody} data-testid="shop-authorized-success">
        {outcome.kind === 'simple' && (
          <Result
            status="success"
            title={title}
            extra={
              <Button type="primary" onClick={onClose}>
                {t('actions.gotIt')}
              </Button>
            }
          />
        )}
        {outcome.kind === 'rechargeGuide' && (
          <Result
            status="success"
            title={title}
            subTitle={t('success.recharge', { amount: formatCount(SUGGESTED_RECHARGE_YUAN) })}
            extra={
              <div>
                <img src="/qr-official-account.svg" alt={t('success.qrAlt')} width={140} />
                <p className={styles.hint}>{t('success.scanToFollow')}</p>
                <Button type="primary" onClick={onClose}>
                  {t('actions.gotIt')}
                </Button>
              </div>
            }
          />
        )}
        {outcome.kind === 'continueOrdering' && outcome.missing && (
          <Result
            status="info"
            title={title}
            subTitle={
              outcome.missing === 'goods'
                ? t('success.missingGoods', { app: missingApp })
                : t('success.missingOrder', { app: missingApp })
            }
            extra={
              <>
                <Button type="primary" onClick={onContinueOrdering}>
                  {t('success.continueOrdering', { app: missingApp })}
                </Button>
                <Button onClick={onClose}>{t('success.later')}</Button>
              </>
            }
          />
        )}
      </div>
    </Modal>
  );
}
