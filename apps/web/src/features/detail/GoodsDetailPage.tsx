import {
  findSku,
  initialChoice,
  isAlibabaGood,
  isBlueOceanGood,
  isGoodOnline,
  isInvitedGood,
  type SkuChoice,
  salesPropertyAxes,
  stockText,
  supportsDaifa,
} from '@puhuo/domain';
import { Alert, Breadcrumb, Button, Result, Skeleton, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { currentLocale, useLocalized } from '../../i18n/index.ts';
import { formatPrice, formatSales } from '../../shared/format.ts';
import { useSession } from '../auth/index.ts';
import { GoodWhereListed } from '../listings/index.ts';
import { DaifaMultiSetter } from './components/DaifaMultiSetter.tsx';
import { DetailActions } from './components/DetailActions.tsx';
import { Gallery } from './components/Gallery.tsx';
import { GoodsStatistics } from './components/GoodsStatistics.tsx';
import { PriceBox } from './components/PriceBox.tsx';
import { SkuSelector } from './components/SkuSelector.tsx';
import { TradingRules } from './components/TradingRules.tsx';
import styles from './detail.module.css';
import type { GoodsDetail } from './goods-detail.api.ts';
import {
  useControlStatus,
  useGoodsDetail,
  useMyPurchasePrice,
  useQtySetting,
  useSupplierGoodsPrice,
} from './useGoodsDetail.ts';

function NotFound() {
  const { t } = useTranslation('detail');
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.subTitle')}
      extra={
        <Link to="/market">
          <Button type="primary">{t('notFound.browse')}</Button>
        </Link>
      }
    />
  );
}

export default function GoodsDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId');
  const { data: good, isPending, isError } = useGoodsDetail(tenantId, id);
  if (!tenantId || isError) return <NotFound />;
  if (isPending) {
    return (
      <div className={styles.detail} data-testid="detail-loading">
        <Skeleton active avatar={{ shape: 'square', size: 420 }} paragraph={{ rows: 10 }} />
      </div>
    );
  }
  return <GoodsDetailView good={good} key={good.id} />;
}

function GoodsDetailView({ good }: { good: GoodsDetail }) {
  const { user, openLogin } = useSession();
  const { t } = useTranslation('detail');
  const localized = useLocalized();
  const signedIn = user !== null;
  const ref = { tenantId: good.tenantId, id: good.id };
  const axes = useMemo(() => salesPropertyAxes(good.skus), [good]);
  const [choice, setChoice] = useState<SkuChoice>(() => initialChoice(good.skus));
  const sku = findSku(good.skus, choice);
  // the price box and the trading rules say the same about 代发, by the one rule of supportsDaifa
  const terms = useSupplierGoodsPrice(ref);
  const daifa = terms.data ? supportsDaifa({ supplierType: good.supplierType, proxy: terms.data.proxy }) : null;
  const qty = useQtySetting(good.tenantId);
  const control = useControlStatus(ref);
  const purchase = useMyPurchasePrice(ref, signedIn);
  const isBlueOcean = isBlueOceanGood(good);
  const offline = !isGoodOnline(good);
  const isAlibaba = isAlibabaGood(good);
  const marketPath = isAlibaba ? '/market-1688' : '/market';
  const stock = qty.data ? stockText(sku ? sku.stock : good.stock, qty.data, currentLocale()) : null;
  const myPrice = sku ? purchase.data?.items.find((p) => p.skuId === sku.skuId) : undefined;

  return (
    <div className={styles.detail}>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[
          { title: <Link to={marketPath}>{t('home')}</Link> },
          ...good.categoryPath.map((c) => ({
            title: <Link to={`${marketPath}?categoryId=${c.id}`}>{c.name}</Link>,
          })),
        ]}
      />
      {offline && <Alert type="warning" showIcon message={t('offline')} className={styles.alert} />}
      <div className={styles.top}>
        <Gallery images={good.images.length > 0 ? good.images : [good.imgUrl]} title={good.title} />
        <div className={styles.info}>
          <h1 className={styles.title}>
            {isAlibaba && <Tag color="orange">1688</Tag>}
            {isInvitedGood(good) && <Tag color="purple">{t('invited')}</Tag>}
            {good.title}
          </h1>
          <div className={styles.subline}>
            <span>
              {t('subline.totalSales')} <b>{formatSales(good.saleCount)}</b>
            </span>
            <span>
              {t('subline.brand')}{' '}
              <b>
                {good.brand
                  ? currentLocale() === 'zh-CN'
                    ? good.brand.nameCn
                    : good.brand.nameEn
                  : t('subline.noBrand')}
              </b>
            </span>
            <span>
              {t('subline.supplier')} <b data-testid="detail-supplier">{good.supplier?.companyName ?? '—'}</b>
            </span>
          </div>
          <PriceBox
            good={good}
            sku={sku}
            daifa={daifa}
            controlledMin={control.data?.isControlled ? control.data.minPrice : null}
          />
          {signedIn && myPrice && (
            <div className={styles.myPrice} data-testid="my-purchase-price">
              <span className={styles.priceLabel}>{t('myPrice.label')}</span>
              {t('myPrice.value', { daifa: formatPrice(myPrice.daifaPrice), price: formatPrice(myPrice.price) })}
            </div>
          )}
          <SkuSelector axes={axes} skus={good.skus} choice={choice} onChange={setChoice} />
          <div className={styles.axis}>
            <span className={styles.axisName}>{t('stock.label')}</span>
            <span data-testid="detail-stock" className={styles.stock}>
              {qty.isPending ? '…' : stock === null ? t('stock.hidden') : localized(stock)}
            </span>
            {sku && <span className={styles.muted}>{t('stock.sold', { sales: formatSales(sku.saleCount) })}</span>}
          </div>
          {signedIn && (
            <div className={styles.axis}>
              <span className={styles.axisName}>{t('whereListed')}</span>
              <GoodWhereListed goodsId={good.id} />
            </div>
          )}
          {signedIn && isBlueOcean && purchase.data && (
            <DaifaMultiSetter
              goodsId={good.id}
              current={purchase.data.daifaMulti}
              daifaPrice={sku?.daifaPrice ?? Math.min(...good.skus.map((s) => s.daifaPrice))}
            />
          )}
          <TradingRules good={good} signedIn={signedIn} onLogin={openLogin} />
          <DetailActions good={good} skuId={sku?.skuId} offline={offline} />
        </div>
      </div>
      <GoodsStatistics good={ref} />
      <section className={styles.description}>
        <h2>{t('description')}</h2>
        {good.detailImages.map((url) => (
          <img key={url} src={url} alt="" loading="lazy" />
        ))}
      </section>
    </div>
  );
}
