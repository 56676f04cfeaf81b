import { QuestionCircleOutlined } from '@ant-design/icons';
import { type AnyTemplateDeclaration, CATEGORY_FOR, isActive, type TemplateField } from '@puhuo/domain';
import { Checkbox, DatePicker, Form, type FormInstance, Popover, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../i18n/index.ts';
import { type PreviewGoodRef, usePreviewGood } from '../hooks/usePreviewGood.ts';
import { BrandSelect } from './BrandSelect.tsx';
import { CategoryCascader } from './CategoryCascader.tsx';
import { DoudianBrandRows } from './DoudianBrandRows.tsx';
import { declaredRule, namePath } from './field-rules.ts';
import { OurCategorySelect } from './OurCategorySelect.tsx';
import { TemplateNumberInput } from './TemplateNumberInput.tsx';
import { TemplateSelect } from './TemplateSelect.tsx';

interface Props {
  declaration: AnyTemplateDeclaration;
  field: TemplateField<unknown>;
  form: FormInstance;
  shopId: string;
  values: unknown;
  /** the good the form previews prices with; its category is what a manual category is for by default */
  previewGood?: PreviewGoodRef;
}

/** A field's label (and its explanation), both already in the screens' language. */
function FieldLabel({ label, help }: { label: string; help?: string }) {
  const { t } = useTranslation('templates');
  if (!help) return <>{label}</>;
  return (
    <span>
      {label}
      <Popover content={<div style={{ maxWidth: 320 }}>{help}</div>} trigger={['hover', 'click']}>
        <QuestionCircleOutlined style={{ marginLeft: 4, color: '#999' }} aria-label={t('field.help', { label })} />
      </Popover>
    </span>
  );
}

/** One declared field drawn with its widget; the special widgets are the escape hatches. */
export function TemplateFieldItem({ declaration, field, form, shopId, values, previewGood }: Props) {
  const { t } = useTranslation('templates');
  const localize = useLocalized();
  if (field.kind === 'hidden' || !isActive(field, values)) return null;
  const label = <FieldLabel label={localize(field.label)} help={field.help && localize(field.help)} />;
  // the declaration's option labels are the domain's Chinese: drawn in the screens' language
  const options = <T,>(list: readonly { value: T; label: string }[]) =>
    list.map((o) => ({ ...o, label: localize(o.label) }));
  const testId = `field-${field.name ?? field.label}`;

  if (field.kind === 'fixed') {
    return (
      <Form.Item label={label} data-testid={testId}>
        <Radio.Group value={field.value} disabled options={options(field.options)} />
      </Form.Item>
    );
  }
  if (field.kind === 'brandRows') {
    return (
      <Form.Item label={label} required>
        <DoudianBrandRows declaration={declaration} field={field} form={form} shopId={shopId} />
      </Form.Item>
    );
  }

  const common = {
    name: namePath(field.name),
    label,
    rules: [declaredRule(field, form)],
    required: field.required !== undefined,
    'data-testid': testId,
  };

  switch (field.kind) {
    case 'number':
      return (
        <Form.Item {...common}>
          <TemplateNumberInput
            decimals={field.decimals}
            blockMinus={field.min !== undefined && field.min.value >= 0}
            unit={field.unit && localize(field.unit)}
            style={{ width: 200 }}
          />
        </Form.Item>
      );
    case 'radio':
      return (
        <Form.Item {...common}>
          {field.asSelect ? (
            <Select allowClear style={{ width: 200 }} options={options(field.options)} />
          ) : (
            <Radio.Group options={options(field.options)} />
          )}
        </Form.Item>
      );
    case 'checkboxes':
      return (
        <Form.Item {...common}>
          <Checkbox.Group options={options(field.options)} />
        </Form.Item>
      );
    case 'datetime':
      return (
        <Form.Item
          {...common}
          getValueProps={(value: string | null) => ({ value: value ? dayjs(value) : null })}
          normalize={(value: dayjs.Dayjs | null) => (value ? value.toISOString() : null)}
        >
          <DatePicker showTime style={{ width: 240 }} />
        </Form.Item>
      );
    case 'category':
      return (
        <>
          <Form.Item {...common} name={namePath(field.pathName)}>
            <CategoryCascader
              declaration={declaration}
              shopId={shopId}
              onChange={(path, chosen) => {
                form.setFieldValue(namePath(field.name), path.at(-1) ?? null);
                form.setFieldValue(namePath(field.labelName), chosen?.name ?? null);
                // a brand belongs to its category: a new category clears it
                for (const other of declaration.fields) {
                  if (other.kind === 'brand' && other.categoryName === field.name) {
                    form.setFieldValue(namePath(other.name), null);
                    if (other.labelName) form.setFieldValue(namePath(other.labelName), null);
                  }
                }
                void form.validateFields([namePath(field.pathName)]).catch(() => undefined);
              }}
            />
          </Form.Item>
          <CategoryForItem form={form} previewGood={previewGood} />
        </>
      );
    case 'brand': {
      const { labelName } = field;
      const categoryId = form.getFieldValue(namePath(field.categoryName)) ?? null;
      return (
        <Form.Item {...common}>
          <BrandSelect
            declaration={declaration}
            shopId={shopId}
            categoryId={categoryId}
            label={labelName ? form.getFieldValue(namePath(labelName)) : null}
            preselectFirst
            onChange={(_, brand) => {
              if (labelName) form.setFieldValue(namePath(labelName), brand?.nameCn ?? null);
            }}
          />
        </Form.Item>
      );
    }
    case 'template': {
      const endpoint = field.lookup === 'freight' ? declaration.api.freight : declaration.api.logistics;
      if (!endpoint) return null;
      return (
        <Form.Item {...common}>
          <TemplateSelect
            endpoint={endpoint}
            shopId={shopId}
            preselectFirst={field.lookup === 'logistics'}
            placeholder={t('field.selectPlaceholder', { label: localize(field.label) })}
          />
        </Form.Item>
      );
    }
  }
}

/**
 * Beside a manual category: the category of ours it is chosen for. Goods of that category take the
 * manual category; the others are matched smartly (the publish dialog says which before publishing).
 * Starts from the category of the good being published (or previewed).
 */
function CategoryForItem({ form, previewGood }: { form: FormInstance; previewGood?: PreviewGoodRef }) {
  const { t } = useTranslation('templates');
  const { data: good } = usePreviewGood(previewGood);
  const current = Form.useWatch(CATEGORY_FOR, { form, preserve: true });
  useEffect(() => {
    if (!current && good?.category) form.setFieldValue(CATEGORY_FOR, good.category);
  }, [current, good, form]);
  return (
    <Form.Item
      name={CATEGORY_FOR}
      label={<FieldLabel label={t('categoryFor.label')} help={t('categoryFor.help')} />}
      data-testid={`field-${CATEGORY_FOR}`}
      extra={t('categoryFor.extra')}
    >
      <OurCategorySelect />
    </Form.Item>
  );
}
