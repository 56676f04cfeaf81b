import type { AnyTemplateDeclaration } from '@puhuo/domain';
import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CategoryOption, templatesApi } from '../templates.api.ts';

interface Option {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: Option[];
}

interface Props {
  declaration: AnyTemplateDeclaration;
  shopId: string;
  /** ids from the top category down to the chosen one */
  value?: string[] | null;
  onChange?: (path: string[], chosen: CategoryOption | null) => void;
  placeholder?: string;
  /** any level may be chosen (doudian brand rows), not only a leaf */
  anyLevel?: boolean;
  id?: string;
}

const toOption = (c: CategoryOption): Option => ({ value: c.cId, label: c.name, isLeaf: c.isLeaf });

function withChildren(options: Option[], path: readonly string[], children: Option[]): Option[] {
  const [head, ...rest] = path;
  return options.map((o) =>
    o.value !== head
      ? o
      : rest.length === 0
        ? { ...o, children }
        : { ...o, children: withChildren(o.children ?? [], rest, children) },
  );
}

/** The manual category cascader: each level is loaded when opened; a saved path is loaded to show it. */
export function CategoryCascader({ declaration, shopId, value, onChange, placeholder, anyLevel, id }: Props) {
  const { t } = useTranslation('templates');
  const [options, setOptions] = useState<Option[]>([]);
  const [leaves] = useState(() => new Map<string, CategoryOption>());
  const initialPath = value ?? [];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the saved path is loaded once per shop
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const load = async (parentId: string) => {
        const items = await templatesApi.subCategories(declaration, shopId, parentId);
        for (const item of items) leaves.set(item.cId, item);
        return items.map(toOption);
      };
      let tree = await load('0');
      for (let i = 0; i < initialPath.length - 1; i++) {
        const id = initialPath[i] as string;
        tree = withChildren(tree, initialPath.slice(0, i + 1), await load(id));
      }
      if (!cancelled) setOptions(tree);
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [declaration, shopId]);

  const loadData = async (selected: Option[]) => {
    const path = selected.map((o) => o.value);
    const items = await templatesApi.subCategories(declaration, shopId, path.at(-1) as string);
    for (const item of items) leaves.set(item.cId, item);
    setOptions((current) => withChildren(current, path, items.map(toOption)));
  };

  return (
    <Cascader
      id={id}
      style={{ width: '100%' }}
      options={options}
      loadData={(selected) => void loadData(selected as Option[])}
      value={value ?? undefined}
      placeholder={placeholder ?? t('category.placeholder')}
      allowClear
      changeOnSelect={anyLevel}
      onChange={(path) => {
        const ids = ((path ?? []) as (string | number)[]).map(String);
        onChange?.(ids, leaves.get(ids.at(-1) ?? '') ?? null);
      }}
    />
  );
}
