import type { LookupEndpoint } from '@puhuo/domain';
import { Button, Select, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookupOptions } from '../hooks/useTemplateLookups.ts';

interface Props {
  endpoint: LookupEndpoint;
  shopId: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** logistics plans start on the first item (doc 2 §9) */
  preselectFirst?: boolean;
  placeholder: string;
  id?: string;
}

/** A select of the shop's freight templates (or logistics plans) with the refresh-templates link. */
export function TemplateSelect({ endpoint, shopId, value, onChange, preselectFirst, placeholder, id }: Props) {
  const { t } = useTranslation('templates');
  const { data, isFetching, refetch } = useLookupOptions(endpoint, shopId);
  const first = data?.[0]?.value;

  // once, when the list first arrives: a plan the user cleared stays cleared
  const preselected = useRef(false);
  useEffect(() => {
    if (!preselectFirst || preselected.current || !first) return;
    preselected.current = true;
    if (!value) onChange?.(first);
  }, [preselectFirst, value, first, onChange]);

  return (
    <Space.Compact block>
      <Select
        id={id}
        style={{ flex: 1, minWidth: 0 }}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={placeholder}
        loading={isFetching}
        value={value ?? undefined}
        onChange={(next) => onChange?.(next ?? null)}
        options={data ?? []}
      />
      <Button type="link" loading={isFetching} onClick={() => void refetch()}>
        {t('field.refreshTemplates')}
      </Button>
    </Space.Compact>
  );
}
