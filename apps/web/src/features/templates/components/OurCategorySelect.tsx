import type { CategoryFor } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http.ts';

interface OurCategory {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
}

interface Option {
  value: number;
  label: string;
  children?: Option[];
}

/** Our category tree (three levels), as the market's category navigation reads it. */
export function useOurCategories() {
  return useQuery({
    queryKey: ['our-categories'],
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) =>
      http.get<{ items: OurCategory[] }>('/api/platform-goods/category-good-count', undefined, {
        signal,
        noErrorMessage: true,
      }),
    select: (data) => data.items,
  });
}

function treeOf(categories: OurCategory[]): Option[] {
  const byParent = new Map<number | null, OurCategory[]>();
  for (const category of categories) {
    const siblings = byParent.get(category.parentId) ?? [];
    siblings.push(category);
    byParent.set(category.parentId, siblings);
  }
  const build = (parentId: number | null): Option[] =>
    (byParent.get(parentId) ?? []).map((c) => {
      const children = build(c.id);
      return { value: c.id, label: c.name, ...(children.length > 0 ? { children } : {}) };
    });
  return build(null);
}

function pathTo(categories: OurCategory[], id: number): number[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path: number[] = [];
  for (let at = byId.get(id); at; at = at.parentId === null ? undefined : byId.get(at.parentId)) path.unshift(at.id);
  return path;
}

interface Props {
  value?: CategoryFor | null;
  onChange?: (value: CategoryFor | null) => void;
  id?: string;
}

/**
 * The category of ours a manual platform category is chosen for (only its goods take it; the others
 * are matched smartly): a cascader over our three levels, a leaf chosen.
 */
export function OurCategorySelect({ value, onChange, id }: Props) {
  const { t } = useTranslation('templates');
  const { data: categories = [] } = useOurCategories();
  const options = useMemo(() => treeOf(categories), [categories]);
  return (
    <Cascader<Option>
      id={id}
      style={{ width: 320 }}
      options={options}
      value={value ? pathTo(categories, value.id) : undefined}
      placeholder={t('categoryFor.placeholder')}
      showSearch
      onChange={(path) => {
        const leafId = path?.at(-1);
        const leaf = categories.find((c) => c.id === leafId);
        onChange?.(leaf ? { id: leaf.id, name: leaf.name } : null);
      }}
      displayRender={(labels) => labels.join(' / ')}
    />
  );
}
