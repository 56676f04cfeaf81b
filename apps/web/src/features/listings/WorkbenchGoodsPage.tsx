import { goodsDetailPath } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Empty, Skeleton, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatYuanAmount } from '../../i18n/index.ts';
import { type GoodsDetail, goodsDetailQueries } from '../detail/index.ts';
import { GoodWhereListed } from './GoodWhereListed.tsx';
import styles from './listings.module.css';
import { LISTINGS_PATH } from './listings-path.ts';

type Sku = GoodsDetail['skus'][number];

const priceRange = (skus: Sku[]) => {
  if (skus.length === 0) return '—';
  const prices = skus.map((sku) => sku.daifaPrice);
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  return low === high ? `¥${formatYuanAmount(low)}` : `¥${formatYuanAmount(low)} - ${formatYuanAmount(high)}`;
};

/**
 * The workbench goods detail, where a collected good's title leads: the supplier good as the distributor
 * works with it — its dropshipping prices and stock SKU by SKU, the shops that hold it, and its listings.
 */
export default function WorkbenchGoodsPage() {
  const { t } = useTranslation('listings');
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId');
  const id = params.get('id') ?? '';
  const detail = useQuery({ ...goodsDetailQueries.detail(tenantId, id), enabled: Boolean(tenantId && id) });
  if (!tenantId || !id) return <Empty className={styles.section} description={t('goodsPage.missing')} />;
  if (detail.isPending) return <Skeleton active className={styles.section} />;
  const good = detail.data;
  if (!good) return <Empty className={styles.section} description={t('goodsPage.notFound')} />;
  const online = good.status === 1;
  return (
    <div className={styles.page} data-testid="workbench-goods">
      <section className={`${styles.section} ${styles.goodsHead}`}>
        {good.imgUrl ? <img src={good.imgUrl} alt="" className={styles.goodsImage} /> : null}
        <div className={styles.goodsInfo}>
          <h2 className={styles.goodsTitle}>{good.title}</h2>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'supplier', label: t('goodsPage.supplier'), children: good.supplier?.companyName ?? '—' },
              {
                key: 'status',
                label: t('goodsPage.status'),
                children: (
                  <Tag color={online ? 'green' : 'default'}>{t(online ? 'goodsPage.online' : 'goodsPage.offline')}</Tag>
                ),
              },
              { key: 'price', label: t('goodsPage.daifaPrice'), children: priceRange(good.skus) },
              { key: 'stock', label: t('goodsPage.stock'), children: good.stock },
              {
                key: 'listed',
                label: t('goodsPage.whereListed'),
                span: 2,
                children: <GoodWhereListed goodsId={good.id} />,
              },
            ]}
          />
          <div className={styles.goodsLinks}>
            <Link to={`${LISTINGS_PATH}?${new URLSearchParams({ goodsId: good.id })}`}>
              <Button type="primary">{t('goodsPage.manage')}</Button>
            </Link>
            <a href={goodsDetailPath(good)} target="_blank" rel="noreferrer">
              <Button>{t('goodsPage.marketDetail')}</Button>
            </a>
          </div>
        </div>
      </section>
      <section className={styles.section}>
        <h3>{t('goodsPage.skus')}</h3>
        <Table<Sku>
          rowKey="skuId"
          size="small"
          pagination={false}
          dataSource={good.skus}
          columns={[
            {
              title: t('goodsPage.columns.spec'),
              key: 'spec',
              render: (_, sku) => sku.salesProperties.map((p) => p.value).join(' / ') || t('goodsPage.singleSpec'),
            },
            {
              title: t('goodsPage.columns.daifaPrice'),
              key: 'daifaPrice',
              width: 140,
              render: (_, sku) => `¥${formatYuanAmount(sku.daifaPrice)}`,
            },
            { title: t('goodsPage.columns.stock'), key: 'stock', width: 100, render: (_, sku) => sku.stock },
          ]}
        />
      </section>
    </div>
  );
}
