import {
  AppType,
  appCostsText,
  findStation,
  moduleOfAppType,
  type OrderingShop,
  orderingSteps,
  type PlatformRecord,
} from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Spin, Steps, Tabs, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../i18n/index.ts';
import { shopQueries } from '../shops.queries.ts';
import type { AuthorizeModule } from '../shops-ui-context.ts';
import { trialText } from './BindShopModal.tsx';
import { GuideImage } from './GuideImage.tsx';
import { MODAL_Z_INDEX } from './modal-layer.ts';
import styles from './shops.module.css';

/** the catalogue key of each app type's label (translated when drawn) */
export const APP_TYPE_LABELS: Record<number, 'appType.goods' | 'appType.order' | 'appType.other'> = {
  [AppType.Goods]: 'appType.goods',
  [AppType.Order]: 'appType.order',
  [AppType.Other]: 'appType.other',
};

/** an app type's label; undefined for a type not known */
export function appTypeText(t: TFunction<'shops'>, appType: number): string | undefined {
  const key = APP_TYPE_LABELS[appType];
  return key === undefined ? undefined : t(key);
}

export function daysText(t: TFunction<'shops'>, time: number | null): string {
  if (time === null) return '';
  return time < 0 ? t('days.expired') : t('days.left', { days: time });
}

/** the platform's service market, opened on this shop and app */
function marketUrl(platform: PlatformRecord | undefined, shop: OrderingShop): string | null {
  if (!platform?.appAuthorizationUrl) return null;
  const url = new URL(platform.appAuthorizationUrl);
  url.searchParams.set('shopName', shop.shopName);
  const module = moduleOfAppType(shop.appType);
  if (module) url.searchParams.set('module', module);
  url.searchParams.set('returnUrl', window.location.href);
  return url.toString();
}

function ShopOrdering({
  shop,
  platform,
  onAuthorize,
}: {
  shop: OrderingShop;
  platform: PlatformRecord | undefined;
  onAuthorize: (station: number, module?: AuthorizeModule) => void;
}) {
  const { t } = useTranslation('shops');
  const localize = useLocalized();
  const steps = orderingSteps(shop.stationType);
  const [current, setCurrent] = useState(0);
  const step = steps[current] ?? 'authorize';
  const label = localize(findStation(shop.stationType)?.label ?? '');
  const app = appTypeText(t, shop.appType) ?? t('appType.unknown');
  const trial = platform ? trialText(t, platform, false) : '';
  const order = () => {
    const url = marketUrl(platform, shop);
    if (url) window.open(url, '_blank');
    setCurrent(steps.indexOf('authorize'));
  };
  return (
    <div className={styles.orderingBody} data-testid="ordering-shop">
      <div>
        <div className={styles.shopTitle}>
          {shop.shopName} <Tag>{label}</Tag>
          {shop.time !== null && <Tag color={shop.time < 0 ? 'red' : 'orange'}>{daysText(t, shop.time)}</Tag>}
        </div>
        <p className={styles.hint}>{t('ordering.needs', { app })}</p>
        <Steps
          current={current}
          onChange={setCurrent}
          items={steps.map((s) => ({ title: s === 'order' ? t('ordering.orderStep') : t('ordering.authorizeStep') }))}
        />
        <div className={styles.actions}>
          {step === 'order' ? (
            <>
              <p>
                {trial
                  ? t('ordering.introTrial', { platform: label, app, trial })
                  : t('ordering.intro', { platform: label, app })}
              </p>
              {platform?.interfaceCost != null && platform.interfaceCost > 0 && (
                <p className={styles.hint} data-testid="ordering-costs">
                  {t('ordering.costs', {
                    costs: localize(
                      appCostsText({
                        interfaceCost: platform.interfaceCost,
                        backCost: platform.backCost ?? 0,
                        platformFee: platform.platformFee ?? 0,
                      }),
                    ),
                  })}
                </p>
              )}
              <Button type="primary" onClick={order}>
                {t('actions.goOrder')}
              </Button>
              <Button type="link" onClick={() => setCurrent(steps.indexOf('authorize'))}>
                {t('actions.orderedGoAuthorize')}
              </Button>
            </>
          ) : (
            <>
              <p>{t('ordering.afterOrder')}</p>
              <Button type="primary" onClick={() => onAuthorize(shop.stationType, moduleOfAppType(shop.appType))}>
                {t('actions.goAuthorize')}
              </Button>
            </>
          )}
        </div>
      </div>
      <GuideImage
        platform={
          step === 'order'
            ? t('guide.serviceMarket', { platform: label })
            : t('guide.openPlatform', { platform: label })
        }
        title={step === 'order' ? t('guide.orderApp', { app }) : t('guide.agreeAuthorize')}
        action={step === 'order' ? t('actions.orderNow') : t('actions.agreeAuthorize')}
      />
    </div>
  );
}

/**
 * App-ordering modal: a tab per shop (a side menu when there is more than one), the steps order the
 * app then authorise it, and a guide picture. Opened from a header tip (its filtered list) or for
 * given shops.
 */
export default function AppOrderingModal({
  open,
  tip,
  shops,
  onClose,
  onAuthorize,
}: {
  open: boolean;
  tip?: number;
  shops?: OrderingShop[];
  onClose: () => void;
  onAuthorize: (station: number, module?: AuthorizeModule) => void;
}) {
  const listed = useQuery({ ...shopQueries.ordering(tip ?? null), enabled: shops === undefined });
  const { data: platforms } = useQuery(shopQueries.platforms());
  const { t } = useTranslation('shops');
  const list = shops ?? listed.data ?? [];
  const many = list.length > 1;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      zIndex={MODAL_Z_INDEX}
      width={many ? 900 : 760}
      title={t('ordering.title')}
      destroyOnHidden
    >
      <Spin spinning={shops === undefined && listed.isLoading}>
        {list.length === 0 ? (
          <Empty description={t('ordering.empty')} />
        ) : (
          <Tabs
            tabPosition={many ? 'left' : 'top'}
            renderTabBar={many ? undefined : () => <span />}
            items={list.map((shop) => ({
              key: `${shop.id}-${shop.appType}`,
              label: shop.shopName,
              children: (
                <ShopOrdering
                  shop={shop}
                  platform={platforms?.find((p) => p.value === shop.stationType)}
                  onAuthorize={onAuthorize}
                />
              ),
            }))}
          />
        )}
      </Spin>
    </Modal>
  );
}
