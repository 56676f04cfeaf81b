import { type AnyTemplateDeclaration, BRAND_SEARCH_DEBOUNCE_MS } from '@puhuo/domain';
import { Button, Select, Space, Spin } from 'antd';
import { type UIEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BrandOption, templatesApi } from '../templates.api.ts';

interface Props {
  declaration: AnyTemplateDeclaration;
  shopId: string;
  categoryId: string | null;
  value?: string | null;
  /** the brand's name as saved, shown before the list is loaded */
  label?: string | null;
  onChange?: (brandId: string | null, brand: BrandOption | null) => void;
  /** the first brand is chosen when none is (doc 2 §9) */
  preselectFirst?: boolean;
  id?: string;
}

const brandLabel = (b: BrandOption) => (b.nameEn && b.nameEn !== b.nameCn ? `${b.nameCn} / ${b.nameEn}` : b.nameCn);

/**
 * Brands of a category: searched as typed (debounced 200 ms), 10 a page, more as the list scrolls; the
 * refresh-templates link reads the list again from the platform (spec doc 2 §2).
 */
export function BrandSelect({ declaration, shopId, categoryId, value, label, onChange, preselectFirst, id }: Props) {
  const { t } = useTranslation('templates');
  const [brands, setBrands] = useState<BrandOption[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);

  const load = useCallback(
    async (nextQuery: string, nextPage: number) => {
      if (!categoryId) return;
      const call = ++latest.current;
      setLoading(true);
      try {
        const answer = await templatesApi.brands(declaration, shopId, {
          categoryId,
          query: nextQuery,
          page: nextPage,
        });
        if (call !== latest.current) return;
        setBrands((current) => (nextPage === 1 ? answer.items : [...current, ...answer.items]));
        setTotal(answer.totalCount);
        setPage(nextPage);
      } finally {
        if (call === latest.current) setLoading(false);
      }
    },
    [declaration, shopId, categoryId],
  );

  // the first brand of each category's list is chosen once; a brand the user cleared stays cleared
  const preselected = useRef(false);
  useEffect(() => {
    preselected.current = false;
    setBrands([]);
    setQuery('');
    void load('', 1);
  }, [load]);

  const first = brands[0];
  useEffect(() => {
    if (!preselectFirst || preselected.current || !first) return;
    preselected.current = true;
    if (!value) onChange?.(first.brandId, first);
  }, [preselectFirst, value, first, onChange]);

  const onSearch = (text: string) => {
    setQuery(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void load(text, 1), BRAND_SEARCH_DEBOUNCE_MS);
  };

  const onPopupScroll = (event: UIEvent<HTMLDivElement>) => {
    const target = event.currentTarget;
    const nearBottom = target.scrollTop + target.clientHeight >= target.scrollHeight - 20;
    if (nearBottom && !loading && brands.length < total) void load(query, page + 1);
  };

  const options = brands.map((b) => ({ value: b.brandId, label: brandLabel(b) }));
  if (value && label && !brands.some((b) => b.brandId === value)) options.unshift({ value, label });

  return (
    <Space.Compact block>
      <Select
        id={id}
        allowClear
        showSearch={{ filterOption: false, onSearch }}
        disabled={!categoryId}
        placeholder={categoryId ? t('brand.search') : t('brand.chooseCategoryFirst')}
        value={value ?? undefined}
        onChange={(next) => onChange?.(next ?? null, brands.find((b) => b.brandId === next) ?? null)}
        onPopupScroll={onPopupScroll}
        notFoundContent={loading ? <Spin size="small" /> : t('brand.none')}
        options={options}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button
        type="link"
        loading={loading}
        disabled={!categoryId}
        onClick={() => void load(query, 1)}
        data-testid="brand-refresh"
      >
        {t('field.refreshTemplates')}
      </Button>
    </Space.Compact>
  );
}
