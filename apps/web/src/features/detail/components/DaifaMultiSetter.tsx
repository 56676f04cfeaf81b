import { DAIFA_MULTI_MAX, DAIFA_MULTI_MIN, Messages, multipliedPriceFen, yuanText, yuanToFen } from '@puhuo/domain';
import { App, Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import styles from '../detail.module.css';
import { useSetDaifaMulti } from '../goods-detail.api.ts';

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
  const [value, setValue] = useState<number | null>(current);
  const save = useSetDaifaMulti(goodsId);
  const multi = value ?? current;
  return (
    <div className={styles.multi} data-testid="daifa-multi">
      <span className={styles.priceLabel}>代发倍数</span>
      <Space.Compact>
        <InputNumber
          size="small"
          min={DAIFA_MULTI_MIN}
          max={DAIFA_MULTI_MAX}
          step={0.1}
          precision={2}
          placeholder="如 1.5"
          aria-label="代发倍数"
          value={value}
          onChange={setValue}
        />
        <Button
          size="small"
          loading={save.isPending}
          onClick={() => save.mutate(value, { onSuccess: () => message.success(Messages.saved) })}
        >
          保存
        </Button>
      </Space.Compact>
      {multi !== null && (
        <span className={styles.muted}>建议售价 {yuanText(multipliedPriceFen(yuanToFen(daifaPrice), multi))}</span>
      )}
    </div>
  );
}
