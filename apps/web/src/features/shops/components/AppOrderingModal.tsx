import { AppType, appCostsText, findStation, moduleOfAppType, orderingSteps } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Spin, Steps, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { type OrderingShop, type PlatformRecord, shopKeys, shopsApi } from '../shops.api.ts';
import type { AuthorizeModule } from '../shops-ui-context.ts';
import { trialText } from './BindShopModal.tsx';
import { GuideImage } from './GuideImage.tsx';
import { MODAL_Z_INDEX } from './modal-layer.ts';
import styles from './shops.module.css';

export const APP_TYPE_LABELS: Record<number, string> = {
  [AppType.Goods]: '商品铺货应用',
  [AppType.Order]: '订单回流应用',
  [AppType.Other]: '铺货和订单应用',
};

export function daysText(time: number | null): string {
  if (time === null) return '';
  return time < 0 ? '已过期' : `剩余${time}天`;
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
  const steps = orderingSteps(shop.stationType);
  const [current, setCurrent] = useState(0);
  const step = steps[current] ?? 'authorize';
  const label = findStation(shop.stationType)?.label ?? '';
  const app = APP_TYPE_LABELS[shop.appType] ?? '应用';
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
          {shop.time !== null && <Tag color={shop.time < 0 ? 'red' : 'orange'}>{daysText(shop.time)}</Tag>}
        </div>
        <p className={styles.hint}>需要订购并授权：{app}</p>
        <Steps
          current={current}
          onChange={setCurrent}
          items={steps.map((s) => ({ title: s === 'order' ? '订购应用' : '授权应用' }))}
        />
        <div className={styles.actions}>
          {step === 'order' ? (
            <>
              <p>
                在{label}服务市场为店铺订购「铺货助手」的{app}
                {platform && trialText(platform) ? `，新店${trialText(platform)}` : ''}。
              </p>
              {platform?.interfaceCost != null && platform.interfaceCost > 0 && (
                <p className={styles.hint} data-testid="ordering-costs">
                  订购费用：
                  {appCostsText({
                    interfaceCost: platform.interfaceCost,
                    backCost: platform.backCost ?? 0,
                    platformFee: platform.platformFee ?? 0,
                  })}
                </p>
              )}
              <Button type="primary" onClick={order}>
                去订购
              </Button>
              <Button type="link" onClick={() => setCurrent(steps.indexOf('authorize'))}>
                已订购，去授权
              </Button>
            </>
          ) : (
            <>
              <p>订购完成后，用店铺主账号登录并同意授权。</p>
              <Button type="primary" onClick={() => onAuthorize(shop.stationType, moduleOfAppType(shop.appType))}>
                去授权
              </Button>
            </>
          )}
        </div>
      </div>
      <GuideImage
        platform={`${label}${step === 'order' ? '服务市场' : '开放平台'}`}
        title={step === 'order' ? `订购「铺货助手」${app}` : '同意授权「铺货助手」'}
        action={step === 'order' ? '立即订购' : '同意授权'}
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
  const listed = useQuery({
    queryKey: shopKeys.ordering(tip ?? null),
    queryFn: () => shopsApi.orderingShops(tip ?? null),
    enabled: shops === undefined,
  });
  const { data: platforms } = useQuery({ queryKey: shopKeys.platforms, queryFn: shopsApi.platforms });
  const list = shops ?? listed.data ?? [];
  const many = list.length > 1;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      zIndex={MODAL_Z_INDEX}
      width={many ? 900 : 760}
      title="订购应用"
      destroyOnHidden
    >
      <Spin spinning={shops === undefined && listed.isLoading}>
        {list.length === 0 ? (
          <Empty description="没有需要订购的店铺" />
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
