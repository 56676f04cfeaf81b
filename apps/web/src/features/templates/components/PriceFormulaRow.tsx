import type { AnyTemplateDeclaration, NumberField, RadioField } from '@puhuo/domain';
import { Form, type FormInstance, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../i18n/index.ts';
import type { PreviewGoodRef } from '../hooks/usePreviewGood.ts';
import { declaredRule, namePath } from './field-rules.ts';
import { PricePreview } from './PricePreview.tsx';
import { TemplateNumberInput } from './TemplateNumberInput.tsx';

interface Props {
  declaration: AnyTemplateDeclaration;
  form: FormInstance;
  values: unknown;
  previewGood?: PreviewGoodRef;
}

const inline = { display: 'inline-block', marginBottom: 0, verticalAlign: 'top' } as const;

/** The paths the price line draws itself; the generic layout leaves them out. */
export function priceLinePaths(declaration: AnyTemplateDeclaration): string[] {
  const b = declaration.price;
  return [b.percent, b.amount, b.precision, b.pdd?.single, b.pdd?.market].filter((p): p is string => Boolean(p));
}

/**
 * The price formula line: unit price = supply price x percent% + amount yuan, two decimals or integer;
 * on pdd the group price, then single-buy and market prices above it. A live preview prices a real good.
 */
export function PriceFormulaRow({ declaration, form, values, previewGood }: Props) {
  const { t } = useTranslation('templates');
  const localize = useLocalized();
  const binding = declaration.price;
  const fieldAt = (path: string) => declaration.fields.find((f) => 'name' in f && f.name === path);

  const number = (path: string, width = 120) => {
    const field = fieldAt(path) as NumberField<unknown>;
    return (
      <Form.Item name={namePath(path)} rules={[declaredRule(field, form)]} style={inline} data-testid={`field-${path}`}>
        <TemplateNumberInput
          decimals={field.decimals}
          blockMinus={field.min !== undefined && field.min.value >= 0}
          unit={field.unit && localize(field.unit)}
          style={{ width }}
        />
      </Form.Item>
    );
  };
  const precision = fieldAt(binding.precision) as RadioField<unknown>;
  const text = (content: string) => <span style={{ ...inline, lineHeight: '32px', margin: '0 8px' }}>{content}</span>;

  return (
    <>
      <Form.Item label={binding.pdd ? t('price.groupPrice') : t('price.salePrice')} required>
        {text(t('price.supplyPriceTimes'))}
        {number(binding.percent)}
        {text('+')}
        {number(binding.amount)}
        <Form.Item
          name={namePath(binding.precision)}
          rules={[declaredRule(precision, form)]}
          style={{ ...inline, marginLeft: 8 }}
          data-testid={`field-${binding.precision}`}
        >
          <Select
            allowClear
            placeholder={t('price.rounding')}
            style={{ width: 140 }}
            options={precision.options.map((o) => ({ ...o, label: localize(o.label) }))}
          />
        </Form.Item>
      </Form.Item>
      {binding.pdd && (
        <>
          <Form.Item label={t('price.singlePrice')} required>
            {text(t('price.groupPricePlus'))}
            {number(binding.pdd.single)}
          </Form.Item>
          <Form.Item label={t('price.marketPrice')} required>
            {text(t('price.highestSinglePricePlus'))}
            {number(binding.pdd.market)}
          </Form.Item>
        </>
      )}
      <Form.Item label=" " colon={false}>
        <PricePreview declaration={declaration} values={values} good={previewGood} />
      </Form.Item>
    </>
  );
}
