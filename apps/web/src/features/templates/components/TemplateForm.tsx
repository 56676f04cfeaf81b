import {
  type AnyTemplateDeclaration,
  isNamed,
  TEMPLATE_PANELS,
  type TemplateField,
  templateForStation,
} from '@puhuo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Form, Result, Spin } from 'antd';
import { type Ref, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http.ts';
import { localized, useLocalized } from '../../../i18n/index.ts';
import type { PreviewGoodRef } from '../hooks/usePreviewGood.ts';
import { useTemplate } from '../hooks/useTemplateLookups.ts';
import { type ApiValidationError, type SettingsShop, type TemplateValues, templatesApi } from '../templates.api.ts';
import { namePath } from './field-rules.ts';
import { PriceFormulaRow, priceLinePaths } from './PriceFormulaRow.tsx';
import { TemplateFieldItem } from './TemplateFieldItem.tsx';
import styles from './templates.module.css';

export interface TemplateFormHandle {
  /** validates and saves; true when saved */
  save(): Promise<boolean>;
}

interface Props {
  shop: SettingsShop;
  /** the form's own Save button (the drawer saves from its footer instead) */
  showSaveButton?: boolean;
  previewGood?: PreviewGoodRef;
  onSavingChange?: (saving: boolean) => void;
  ref?: Ref<TemplateFormHandle>;
}

/** A shop's publish template: one generic form drawn from the platform's declaration. */
export function TemplateForm({ shop, showSaveButton = true, previewGood, onSavingChange, ref }: Props) {
  const declaration = templateForStation(shop.stationType);
  const template = useTemplate(declaration, shop);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation(['templates', 'shared']);

  const save = async (): Promise<boolean> => {
    if (!declaration) return false;
    try {
      await form.validateFields();
    } catch {
      return false;
    }
    setSaving(true);
    onSavingChange?.(true);
    try {
      const saved = await templatesApi.save(declaration, shop.id, form.getFieldsValue(true));
      queryClient.setQueryData(['publish-template', declaration.platform, shop.id], saved);
      form.setFieldsValue(saved);
      message.success(localized(declaration.savedMessage));
      return true;
    } catch (error) {
      showServerProblems(form, error);
      return false;
    } finally {
      setSaving(false);
      onSavingChange?.(false);
    }
  };
  useImperativeHandle(ref, () => ({ save }));

  if (!declaration) return <Empty description={t('shared:templateNotSupported')} />;
  if (template.isError) {
    return (
      <Result
        status="warning"
        title={t('settings.loadFailed')}
        extra={<Button onClick={() => void template.refetch()}>{t('settings.retry')}</Button>}
      />
    );
  }
  if (!template.data) return <Spin className={styles.loading} />;

  return (
    <Form
      key={shop.id}
      form={form}
      initialValues={template.data}
      labelCol={{ flex: '120px' }}
      labelWrap
      className={styles.form}
      data-testid={`template-form-${declaration.platform}`}
    >
      <TemplatePanels declaration={declaration} form={form} shop={shop} previewGood={previewGood} />
      {showSaveButton && (
        <div className={styles.formFooter}>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('settings.save')}
          </Button>
        </div>
      )}
    </Form>
  );
}

function TemplatePanels({
  declaration,
  form,
  shop,
  previewGood,
}: {
  declaration: AnyTemplateDeclaration;
  form: ReturnType<typeof Form.useForm>[0];
  shop: SettingsShop;
  previewGood?: PreviewGoodRef;
}) {
  const localize = useLocalized();
  const values = (Form.useWatch([], { form, preserve: true }) ?? form.getFieldsValue(true)) as TemplateValues;
  const onPriceLine = new Set(priceLinePaths(declaration));
  const fieldsOf = (panel: string) =>
    declaration.fields.filter(
      (f: TemplateField<unknown>) =>
        f.panel === panel && f.kind !== 'hidden' && !(isNamed(f) && onPriceLine.has(f.name)),
    );

  return (
    <>
      {TEMPLATE_PANELS.map(({ key, title }) => {
        const fields = fieldsOf(key);
        if (key !== 'price' && fields.length === 0) return null;
        return (
          <Card key={key} size="small" title={localize(title)} className={styles.panel} data-testid={`panel-${key}`}>
            {key === 'price' && (
              <PriceFormulaRow declaration={declaration} form={form} values={values} previewGood={previewGood} />
            )}
            {fields.map((field) => (
              <TemplateFieldItem
                key={isNamed(field) ? field.name : field.label}
                declaration={declaration}
                field={field}
                form={form}
                shopId={shop.id}
                values={values}
                previewGood={previewGood}
              />
            ))}
          </Card>
        );
      })}
    </>
  );
}

/** The server's broken rules shown on their fields (its toast has already named the first). */
function showServerProblems(form: ReturnType<typeof Form.useForm>[0], error: unknown) {
  if (!(error instanceof ApiError)) return;
  const problems = (error.body?.error as { validationErrors?: ApiValidationError[] } | undefined)?.validationErrors;
  if (!problems) return;
  form.setFields(
    problems.flatMap((p) => p.members.map((member) => ({ name: namePath(member), errors: [localized(p.message)] }))),
  );
}
