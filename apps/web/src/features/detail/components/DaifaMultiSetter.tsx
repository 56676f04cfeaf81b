import { DAIFA_MULTI_MAX, DAIFA_MULTI_MIN, multipliedPriceFen, yuanToFen } from '@puhuo/domain';
import { App, Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../shared/format.ts';
import styles from '../detail.module.css';
import { useSetDaifaMulti } from '../useGoodsDetail.ts';

/** The distributor's selling multiple of a curated good and the selling price it gives. */
export function DaifaMultiSetter({
  goodsId,
  current,
  daifaPrice,
}: {
  goodsId: string;
  current: number | null;
  daifaPrice: number;
}) {
  const { message } = App.useApp();
  const { t } = useTranslation(['detail', 'shared']);
  const [value, setValue] = useState<number | null>(current);
  const save = useSetDaifaMulti(goodsId);
  const multi = value ?? current;
  return (
    <div className={styles.multi} data-testid="daifa-multi">
      <span className={styles.priceLabel}>{t('multi.label')}</span>
      <Space.Compact>
        <InputNumber
          size="small"
          min={DAIFA_MULTI_MIN}
          max={DAIFA_MULTI_MAX}
          step={0.1}
          precision={2}
          placeholder={t('multi.placeholder')}
          aria-label={t('multi.label')}
          value={value}
          onChange={setValue}
        />
        <Button
          size="small"
          loading={save.isPending}
          onClick={() => save.mutate(value, { onSuccess: () => message.success(t('shared:saved')) })}
        >
          {t('multi.save')}
        </Button>
      </Space.Compact>
      {multi !== null && (
        <span className={styles.muted}>
          {t('multi.suggested', { price: formatPrice(multipliedPriceFen(yuanToFen(daifaPrice), multi) / 100) })}
        </span>
      )}
    </div>
  );
}
