import { findStation, supportsDaifa, tradingLookups } from '@puhuo/domain';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../i18n/index.ts';
import { formatPrice } from '../../../shared/format.ts';
import styles from '../detail.module.css';
import type { GoodsDetail } from '../goods-detail.api.ts';
import { useBlackShops, useSalesChannels, useSupplierGoodsPrice } from '../useGoodsDetail.ts';

/**
 * The trading rules of a good: the stations it may be sold on, the viewer's shops its supplier
 * refuses, and the supplier's terms. Sales channels and blacklists are not looked up for 1688
 * goods; the blacklist only when exactly one good is selected (here: the one on screen).
 */
export function TradingRules({
  good,
  signedIn,
  onLogin,
}: {
  good: GoodsDetail;
  signedIn: boolean;
  onLogin: () => void;
}) {
  const { t } = useTranslation('detail');
  const localized = useLocalized();
  const lookups = tradingLookups([{ goodsId: good.id, supplierType: good.supplierType, tenantId: good.tenantId }]);
  const channels = useSalesChannels(lookups.salesChannels.map((g) => g.goodsId));
  const blackShops = useBlackShops(
    lookups.blackShops ? { id: lookups.blackShops.goodsId, tenantId: lookups.blackShops.tenantId } : null,
    signedIn,
  );
  const terms = useSupplierGoodsPrice({ tenantId: good.tenantId, id: good.id });
  const stationTypes = channels.data?.items.find((i) => i.goodsId === good.id)?.stationTypes;
  return (
    <dl className={styles.rules} data-testid="trading-rules">
      {lookups.salesChannels.length > 0 && (
        <>
          <dt>{t('rules.channels')}</dt>
          <dd data-testid="sales-channels">
            {stationTypes?.map((type) => (
              <Tag key={type} color="blue" bordered={false}>
                {localized(findStation(type)?.label ?? String(type))}
              </Tag>
            )) ?? '…'}
          </dd>
        </>
      )}
      {lookups.blackShops && (
        <>
          <dt>{t('rules.blackShops')}</dt>
          <dd data-testid="black-shops">
            {!signedIn ? (
              <Button type="link" size="small" className={styles.inlineLink} onClick={onLogin}>
                {t('rules.loginToView')}
              </Button>
            ) : blackShops.data && blackShops.data.items.length > 0 ? (
              blackShops.data.items.map((shop) => (
                <Tag key={shop.shopId} color="red" title={localized(shop.reason)}>
                  {localized(findStation(shop.stationType)?.label ?? '')} · {shop.shopName}
                </Tag>
              ))
            ) : (
              <span className={styles.muted}>{t('rules.noBlackShops')}</span>
            )}
          </dd>
        </>
      )}
      {terms.data && (
        <>
          <dt>{t('rules.terms')}</dt>
          <dd data-testid="supplier-terms">
            {supportsDaifa({ supplierType: good.supplierType, proxy: terms.data.proxy }) ? (
              <Tag color="green" bordered={false}>
                {t('rules.daifa')}
              </Tag>
            ) : (
              <Tag bordered={false}>{t('rules.noDaifa')}</Tag>
            )}
            {terms.data.limitPrice > 0
              ? t('rules.minAmount', { amount: formatPrice(terms.data.limitPrice) })
              : t('rules.noMinAmount')}
          </dd>
        </>
      )}
    </dl>
  );
}
