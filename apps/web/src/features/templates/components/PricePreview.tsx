import {
  type AnyTemplateDeclaration,
  formatYuan,
  getPath,
  listingPrices,
  priceOf,
  saleMarginFen,
  yuanToFen,
} from '@puhuo/domain';
import { Table, Typography } from 'antd';
import { type PreviewGoodRef, usePreviewGood } from '../hooks/usePreviewGood.ts';

interface Props {
  declaration: AnyTemplateDeclaration;
  values: unknown;
  good?: PreviewGoodRef;
}

const PREVIEW_SKUS = 5;

/** The prices the formula gives a real good's SKUs (their drop-ship prices), as the publish engine will. */
export function PricePreview({ declaration, values, good }: Props) {
  const { data } = usePreviewGood(good);
  const binding = declaration.price;
  const complete = [binding.percent, binding.amount, binding.precision, binding.pdd?.single, binding.pdd?.market]
    .filter((path): path is string => path !== undefined)
    .every((path) => typeof getPath(values, path) === 'number');
  if (!data || data.skus.length === 0) return null;
  if (!complete) {
    return <Typography.Text type="secondary">填写完整的价格公式后显示价格预览</Typography.Text>;
  }

  const skus = data.skus.slice(0, PREVIEW_SKUS);
  const prices = listingPrices(
    skus.map((s) => yuanToFen(s.daifaPrice)),
    priceOf(declaration, values),
  );
  const isPdd = Boolean(binding.pdd);
  const rows = skus.map((sku, i) => ({ ...sku, ...prices.skus[i] }));
  return (
    <div data-testid="price-preview">
      <Typography.Text type="secondary">
        价格预览：{data.title}
        {isPdd && `（市场价 ${formatYuan(prices.marketPriceFen)} 元）`}
      </Typography.Text>
      <Table
        size="small"
        pagination={false}
        rowKey="skuId"
        dataSource={rows}
        columns={[
          { title: '规格', dataIndex: 'spec' },
          { title: '供货价（元）', dataIndex: 'daifaPrice', render: (v: number) => formatYuan(yuanToFen(v)) },
          ...(isPdd
            ? [
                { title: '拼团价（元）', dataIndex: 'groupPriceFen', render: (v: number) => formatYuan(v) },
                { title: '单买价（元）', dataIndex: 'priceFen', render: (v: number) => formatYuan(v) },
              ]
            : [{ title: '售价（元）', dataIndex: 'priceFen', render: (v: number) => formatYuan(v) }]),
          {
            title: '利润（元）',
            key: 'margin',
            render: (_: unknown, row: { daifaPrice: number; priceFen?: number; groupPriceFen?: number }) => {
              const sold = row.groupPriceFen ?? row.priceFen ?? 0;
              const margin = saleMarginFen(declaration.station, sold, yuanToFen(row.daifaPrice));
              return (
                <Typography.Text type={margin < 0 ? 'danger' : undefined} data-testid="preview-margin">
                  {formatYuan(margin)}
                  {margin < 0 ? '（亏本）' : ''}
                </Typography.Text>
              );
            },
          },
        ]}
      />
    </div>
  );
}
