import type { AnyTemplateDeclaration } from '@puhuo/domain';
import { Cascader, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
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

function withChildren(options: Option[], path: readonly string[], children: Option[] | undefined): Option[] {
  const [head, ...rest] = path;
  return options.map((o) =>
    o.value !== head
      ? o
      : rest.length === 0
        ? { ...o, children }
        : { ...o, children: withChildren(o.children ?? [], rest, children) },
  );
}

type RootState = 'loading' | 'failed' | 'ready';

/**
 * The manual category cascader: each level is loaded when opened; a saved path is loaded to show it.
 * While the top level loads the list spins; if it fails the list says so and is read again when opened,
 * and a level that fails to load can be opened again (the failure itself is said by the API client).
 */
export function CategoryCascader({ declaration, shopId, value, onChange, placeholder, anyLevel, id }: Props) {
  const { t } = useTranslation('templates');
  const [options, setOptions] = useState<Option[]>([]);
  const [rootState, setRootState] = useState<RootState>('loading');
  const [failedPath, setFailedPath] = useState<string[] | null>(null);
  const [leaves] = useState(() => new Map<string, CategoryOption>());

  const load = useCallback(
    async (parentId: string) => {
      const items = await templatesApi.subCategories(declaration, shopId, parentId);
      for (const item of items) leaves.set(item.cId, item);
      return items.map(toOption);
    },
    [declaration, shopId, leaves],
  );

  // the saved path is read with the top level (once per shop), so the chosen category shows by its names
  const initialPath = value ?? [];
  // biome-ignore lint/correctness/useExhaustiveDependencies: the saved path is loaded once per shop
  const loadRoot = useCallback(
    async (isCancelled: () => boolean) => {
      setRootState('loading');
      try {
        let tree = await load('0');
        for (let i = 0; i < initialPath.length - 1; i++) {
          tree = withChildren(tree, initialPath.slice(0, i + 1), await load(initialPath[i] as string));
        }
        if (isCancelled()) return;
        setOptions(tree);
        setRootState('ready');
      } catch {
        if (!isCancelled()) setRootState('failed');
      }
    },
    [load],
  );

  useEffect(() => {
    let cancelled = false;
    void loadRoot(() => cancelled);
    return () => {
      cancelled = true;
    };
  }, [loadRoot]);

  const loadData = async (selected: Option[]) => {
    const path = selected.map((o) => o.value);
    try {
      const children = await load(path.at(-1) as string);
      setOptions((current) => withChildren(current, path, children));
    } catch {
      // an empty level stops the cascader's spinner; the next render takes it away so a click reads it again
      setOptions((current) => withChildren(current, path, []));
      setFailedPath(path);
    }
  };

  useEffect(() => {
    if (!failedPath) return;
    setOptions((current) => withChildren(current, failedPath, undefined));
    setFailedPath(null);
  }, [failedPath]);

  const notFound =
    rootState === 'loading' ? <Spin size="small" /> : rootState === 'failed' ? t('category.loadFailed') : undefined;

  return (
    <Cascader
      id={id}
      style={{ width: '100%' }}
      options={options}
      notFoundContent={notFound}
      onOpenChange={(open) => {
        if (open && rootState === 'failed') void loadRoot(() => false);
      }}
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
