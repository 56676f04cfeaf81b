import {
  type AnyTemplateDeclaration,
  fenToYuan,
  getPath,
  listingPrices,
  priceOf,
  saleMarginFen,
  yuanToFen,
} from '@puhuo/domain';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatYuanAmount } from '../../../i18n/index.ts';
import { type PreviewGoodRef, usePreviewGood } from '../hooks/usePreviewGood.ts';

interface Props {
  declaration: AnyTemplateDeclaration;
  values: unknown;
  good?: PreviewGoodRef;
}

const PREVIEW_SKUS = 5;

/** An amount in fen as the screens' language writes money (12.30). */
const formatFen = (fen: number) => formatYuanAmount(fenToYuan(fen));

/** The prices the formula gives a real good's SKUs (their drop-ship prices), as the publish engine will. */
export function PricePreview({ declaration, values, good }: Props) {
  const { t } = useTranslation('templates');
  const { data } = usePreviewGood(good);
  const binding = declaration.price;
  const complete = [binding.percent, binding.amount, binding.precision, binding.pdd?.single, binding.pdd?.market]
    .filter((path): path is string => path !== undefined)
    .every((path) => typeof getPath(values, path) === 'number');
  if (!data || data.skus.length === 0) return null;
  if (!complete) {
    return <Typography.Text type="secondary">{t('preview.incomplete')}</Typography.Text>;
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
        {t('preview.title', { title: data.title })}
        {isPdd && t('preview.marketPrice', { price: formatFen(prices.marketPriceFen) })}
      </Typography.Text>
      <Table
        size="small"
        pagination={false}
        rowKey="skuId"
        dataSource={rows}
        columns={[
          { title: t('preview.spec'), dataIndex: 'spec', render: (spec: string) => spec || t('preview.defaultSpec') },
          { title: t('preview.supplyPrice'), dataIndex: 'daifaPrice', render: (v: number) => formatFen(yuanToFen(v)) },
          ...(isPdd
            ? [
                { title: t('preview.groupPrice'), dataIndex: 'groupPriceFen', render: (v: number) => formatFen(v) },
                { title: t('preview.singlePrice'), dataIndex: 'priceFen', render: (v: number) => formatFen(v) },
              ]
            : [{ title: t('preview.salePrice'), dataIndex: 'priceFen', render: (v: number) => formatFen(v) }]),
          {
            title: t('preview.margin'),
            key: 'margin',
            render: (_: unknown, row: { daifaPrice: number; priceFen?: number; groupPriceFen?: number }) => {
              const sold = row.groupPriceFen ?? row.priceFen ?? 0;
              const margin = saleMarginFen(declaration.station, sold, yuanToFen(row.daifaPrice));
              return (
                <Typography.Text type={margin < 0 ? 'danger' : undefined} data-testid="preview-margin">
                  {formatFen(margin)}
                  {margin < 0 ? t('preview.loss') : ''}
                </Typography.Text>
              );
            },
          },
        ]}
      />
    </div>
  );
}
