import { isValueSelectable, type SalesPropertyAxis, type SkuChoice, toggleValue } from '@puhuo/domain';
import { useTranslation } from 'react-i18next';
import styles from '../detail.module.css';
import type { GoodsSku } from '../goods-detail.api.ts';

/**
 * One row per sales property. A value that cannot be combined with the values already chosen, or
 * whose SKUs have no stock, is disabled.
 */
export function SkuSelector({
  axes,
  skus,
  choice,
  onChange,
}: {
  axes: SalesPropertyAxis[];
  skus: GoodsSku[];
  choice: SkuChoice;
  onChange: (choice: SkuChoice) => void;
}) {
  const { t } = useTranslation('detail');
  return (
    <div data-testid="sku-selector">
      {axes.map((axis) => (
        <div className={styles.axis} key={axis.name}>
          <span className={styles.axisName}>{axis.name}</span>
          <div className={styles.axisValues}>
            {axis.values.map((value) => {
              const chosen = choice[axis.name] === value;
              const selectable = isValueSelectable(skus, choice, axis.name, value);
              return (
                <button
                  type="button"
                  key={value}
                  className={chosen ? styles.skuValueChosen : styles.skuValue}
                  disabled={!selectable && !chosen}
                  aria-pressed={chosen}
                  title={selectable ? value : t('sku.unavailable', { value })}
                  onClick={() => onChange(toggleValue(skus, choice, axis.name, value))}
                >
                  {value}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
