import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { moduleOfAppType, StationType, shopExpiryState, shopPublishCount } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Space, Table, Tag } from 'antd';
import { type Shop, shopKeys, shopsApi } from '../shops.api.ts';
import type { AuthorizeModule } from '../shops-ui-context.ts';
import { APP_TYPE_LABELS, daysText } from './AppOrderingModal.tsx';
import styles from './shops.module.css';

const CODE_BOUND: readonly number[] = [StationType.WechatVideoShop, StationType.Qunjielong, StationType.Fanmeng];

function Expiry({ shop }: { shop: Shop }) {
  const state = shopExpiryState(shop, Date.now());
  const date = shop.authorizationTimeOut ? new Date(shop.authorizationTimeOut).toLocaleDateString('zh-CN') : '—';
  return (
    <Space size={4} direction="vertical">
      <span>{date}</span>
      {state === 'expired' && <Tag color="red">已过期</Tag>}
      {state === 'expiring' && <Tag color="orange">即将到期 · {daysText(shop.time)}</Tag>}
      {state === 'valid' && shop.time !== null && <Tag color="green">{daysText(shop.time)}</Tag>}
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
  const {
    data = [],
    isFetching,
    refetch,
  } = useQuery({
    queryKey: shopKeys.list,
    queryFn: shopsApi.allShops,
    enabled: open,
  });
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
      title={`我的店铺（${data.length}）`}
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => refetch()} loading={isFetching}>
            刷新
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => onBindShop()}>
            添加店铺
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
        locale={{ emptyText: '还没有店铺，点击右上角「添加店铺」' }}
        columns={[
          {
            title: '平台',
            dataIndex: 'stationName',
            width: 110,
            render: (name: string, shop) => (
              <span>
                <span className={styles.platformLogoSmall} data-station={shop.stationType}>
                  {name.slice(0, 1)}
                </span>
                {name}
              </span>
            ),
          },
          { title: '店铺名称', dataIndex: 'shopName', ellipsis: true },
          {
            title: '应用与权限',
            width: 170,
            render: (_, shop) => (
              <Space size={4} wrap>
                <span>{APP_TYPE_LABELS[shop.appType]}</span>
                <Tag color={shop.goodsRights ? 'blue' : 'default'}>{shop.goodsRights ? '可铺货' : '无铺货权限'}</Tag>
                <Tag color={shop.orderRights ? 'blue' : 'default'}>{shop.orderRights ? '订单回流' : '无订单权限'}</Tag>
              </Space>
            ),
          },
          { title: '到期时间', width: 150, render: (_, shop) => <Expiry shop={shop} /> },
          {
            title: '铺货成功',
            width: 110,
            dataIndex: 'count',
            render: (count: number) => (
              <span data-testid="shop-list-count" title={shopPublishCount(count)}>
                {count}次
              </span>
            ),
          },
          {
            title: '操作',
            width: 190,
            render: (_, shop) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => reauthorize(shop)}>
                  重新授权
                </Button>
                <Button type="link" size="small" onClick={() => onRenew(shop)}>
                  续费
                </Button>
                <Button type="link" size="small" onClick={() => openBackOffice(shop)}>
                  店铺后台
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
