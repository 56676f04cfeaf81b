import { Breadcrumb, Button, Descriptions, Image, Result, Skeleton, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useSession } from '../auth/session/session-context.ts';
import { formatPrice, formatSales } from '../market/GoodsCard.tsx';
import styles from './detail.module.css';
import { findSku, salesPropertyAxes, useGoodsDetail } from './goods-detail.api.ts';

export default function GoodsDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId');
  const { guard } = useSession();
  const { data: good, isPending, isError } = useGoodsDetail(tenantId, id);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [activeImage, setActiveImage] = useState<string | null>(null);
  const axes = useMemo(() => salesPropertyAxes(good?.skus ?? []), [good]);
  const sku = good ? findSku(good.skus, chosen) : undefined;

  if (!tenantId || isError) {
    return (
      <Result
        status="404"
        title="商品不存在或已下架"
        extra={
          <Link to="/market">
            <Button type="primary">去逛逛</Button>
          </Link>
        }
      />
    );
  }
  if (isPending) return <Skeleton active avatar={{ shape: 'square', size: 400 }} paragraph={{ rows: 8 }} />;

  const mainImage = activeImage ?? good.imgUrl;
  const guarded = () => guard(() => undefined);
  return (
    <div className={styles.detail}>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[{ title: <Link to="/market">首页</Link> }, ...good.categoryPath.map((c) => ({ title: c.name }))]}
      />
      <div className={styles.top}>
        <div className={styles.gallery}>
          <Image src={mainImage} alt={good.title} width={420} height={420} />
          <div className={styles.thumbs}>
            {good.images.map((url) => (
              <button
                type="button"
                key={url}
                className={url === mainImage ? styles.thumbActive : styles.thumb}
                onMouseEnter={() => setActiveImage(url)}
              >
                <img src={url} alt="" width={64} height={64} />
              </button>
            ))}
          </div>
        </div>
        <div className={styles.info}>
          <h1 className={styles.title}>
            {good.supplierType === 4 && <Tag color="orange">1688</Tag>}
            {good.title}
          </h1>
          <div className={styles.priceBox}>
            <div>
              <span className={styles.priceLabel}>代发价</span>
              <span className={styles.price} data-testid="detail-daifa-price">
                ¥{sku ? formatPrice(sku.daifaPrice) : formatPrice(Math.min(...good.skus.map((s) => s.daifaPrice)))}
              </span>
            </div>
            <div>
              <span className={styles.priceLabel}>批发价</span>
              <span data-testid="detail-price">
                ¥
                {sku
                  ? formatPrice(sku.price)
                  : good.minPrice === good.maxPrice
                    ? formatPrice(good.minPrice)
                    : `${formatPrice(good.minPrice)}~${formatPrice(good.maxPrice)}`}
              </span>
            </div>
            {sku && sku.numberPrices.length > 0 && (
              <div className={styles.tiers} data-testid="wholesale-tiers">
                {sku.numberPrices.map((tier) => (
                  <span key={tier.minQty}>
                    ≥{tier.minQty}件 ¥{formatPrice(tier.price)}
                  </span>
                ))}
              </div>
            )}
          </div>
          {axes.map((axis) => (
            <div className={styles.axis} key={axis.name}>
              <span className={styles.axisName}>{axis.name}</span>
              <Space wrap>
                {axis.values.map((value) => (
                  <Button
                    key={value}
                    size="small"
                    type={chosen[axis.name] === value ? 'primary' : 'default'}
                    onClick={() => setChosen((prev) => ({ ...prev, [axis.name]: value }))}
                  >
                    {value}
                  </Button>
                ))}
              </Space>
            </div>
          ))}
          <Descriptions column={2} size="small" className={styles.facts}>
            <Descriptions.Item label="库存">{sku ? sku.stock : good.stock}</Descriptions.Item>
            <Descriptions.Item label="销量">{formatSales(sku ? sku.saleCount : good.saleCount)}</Descriptions.Item>
            <Descriptions.Item label="品牌">{good.brand?.nameCn ?? '无品牌'}</Descriptions.Item>
            <Descriptions.Item label="供应商">{good.supplier?.companyName}</Descriptions.Item>
          </Descriptions>
          <Space size="middle" className={styles.actions}>
            <Button type="primary" size="large" onClick={guarded}>
              加入分销清单
            </Button>
            <Button size="large" onClick={guarded}>
              加入购物车
            </Button>
            <Button size="large" onClick={guarded}>
              收藏
            </Button>
          </Space>
        </div>
      </div>
      <section className={styles.description}>
        <h2>商品详情</h2>
        {good.detailImages.map((url) => (
          <img key={url} src={url} alt="" loading="lazy" />
        ))}
      </section>
    </div>
  );
}
