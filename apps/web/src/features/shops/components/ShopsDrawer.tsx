import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { moduleOfAppType, type Shop, StationType, shopExpiryState, shopPublishCount } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale, formatCount, useLocalized } from '../../../i18n/index.ts';
import { shopsApi } from '../shops.api.ts';
import { shopQueries } from '../shops.queries.ts';
import type { AuthorizeModule } from '../shops-ui-context.ts';
import { appTypeText, daysText } from './AppOrderingModal.tsx';
import styles from './shops.module.css';

const CODE_BOUND: readonly number[] = [StationType.WechatVideoShop, StationType.Qunjielong, StationType.Fanmeng];

function Expiry({ shop }: { shop: Shop }) {
  const { t } = useTranslation('shops');
  const state = shopExpiryState(shop, Date.now());
  const date = shop.authorizationTimeOut
    ? new Date(shop.authorizationTimeOut).toLocaleDateString(currentLocale())
    : '—';
  return (
    <Space size={4} direction="vertical">
      <span>{date}</span>
      {state === 'expired' && <Tag color="red">{t('days.expired')}</Tag>}
      {state === 'expiring' && <Tag color="orange">{t('drawer.expiring', { days: daysText(t, shop.time) })}</Tag>}
      {state === 'valid' && shop.time !== null && <Tag color="green">{daysText(t, shop.time)}</Tag>}
    </Space>
  );
}

/** "我的店铺": every shop of the tenant with platform, name, rights, expiry and a re-authorise action. */
export default function ShopsDrawer({
  open,
  onClose,
  onBindShop,
  onAuthorize,
  onRenew,
}: {
  open: boolean;
  onClose: () => void;
  onBindShop: (station?: number) => void;
  onAuthorize: (station: number, module?: AuthorizeModule) => void;
  onRenew: (shop: Shop) => void;
}) {
  const { t } = useTranslation('shops');
  const localize = useLocalized();
  const { data = [], isFetching, refetch } = useQuery({ ...shopQueries.list(), enabled: open });
  const reauthorize = (shop: Shop) =>
    CODE_BOUND.includes(shop.stationType)
      ? onBindShop(shop.stationType)
      : onAuthorize(shop.stationType, moduleOfAppType(shop.appType));
  const openBackOffice = async (shop: Shop) => {
    const { url } = await shopsApi.fastLogin(shop.id);
    window.open(url, '_blank');
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={900}
      title={t('drawer.title', { count: data.length })}
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => refetch()} loading={isFetching}>
            {t('actions.refresh')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => onBindShop()}>
            {t('actions.addShop')}
          </Button>
        </Space>
      }
    >
      <Table<Shop>
        rowKey="id"
        size="middle"
        dataSource={data}
        loading={isFetching && data.length === 0}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('drawer.empty') }}
        columns={[
          {
            title: t('drawer.platform'),
            dataIndex: 'stationName',
            width: 110,
            render: (name: string, shop) => (
              <span>
                <span className={styles.platformLogoSmall} data-station={shop.stationType}>
                  {localize(name).slice(0, 1)}
                </span>
                {localize(name)}
              </span>
            ),
          },
          { title: t('drawer.shopName'), dataIndex: 'shopName', ellipsis: true },
          {
            title: t('drawer.apps'),
            width: 170,
            render: (_, shop) => (
              <Space size={4} wrap>
                <span>{appTypeText(t, shop.appType)}</span>
                <Tag color={shop.goodsRights ? 'blue' : 'default'}>
                  {shop.goodsRights ? t('drawer.canPublish') : t('drawer.noPublishRights')}
                </Tag>
                <Tag color={shop.orderRights ? 'blue' : 'default'}>
                  {shop.orderRights ? t('drawer.orderBackflow') : t('drawer.noOrderRights')}
                </Tag>
              </Space>
            ),
          },
          { title: t('drawer.expiry'), width: 150, render: (_, shop) => <Expiry shop={shop} /> },
          {
            title: t('drawer.published'),
            width: 110,
            dataIndex: 'count',
            render: (count: number) => (
              <span data-testid="shop-list-count" title={localize(shopPublishCount(count))}>
                {t('drawer.times', { n: formatCount(count) })}
              </span>
            ),
          },
          {
            title: t('drawer.action'),
            width: 190,
            render: (_, shop) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => reauthorize(shop)}>
                  {t('actions.reauthorize')}
                </Button>
                <Button type="link" size="small" onClick={() => onRenew(shop)}>
                  {t('drawer.renew')}
                </Button>
                <Button type="link" size="small" onClick={() => openBackOffice(shop)}>
                  {t('drawer.backOffice')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
