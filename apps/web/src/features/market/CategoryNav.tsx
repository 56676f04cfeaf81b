import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSales } from '../../shared/format.ts';
import type { CategoryCount } from './goods.api.ts';
import styles from './market.module.css';

/** The path from the top level down to the chosen category. */
function pathTo(byId: Map<number, CategoryCount>, id: number | undefined): CategoryCount[] {
  const path: CategoryCount[] = [];
  let node = id === undefined ? undefined : byId.get(id);
  while (node) {
    path.unshift(node);
    node = node.parentId === null ? undefined : byId.get(node.parentId);
  }
  return path;
}

/** each level's label, by its key in the market catalogue */
const LEVEL_LABELS = ['first', 'second', 'third'] as const;

/**
 * Three levels of categories with their goods counts: the top level always, then the children of
 * each chosen level. Choosing a category chooses all of its children's goods.
 */
export function CategoryNav({
  categories,
  loading,
  selectedId,
  onSelect,
}: {
  categories: CategoryCount[] | undefined;
  loading: boolean;
  selectedId: number | undefined;
  onSelect: (id: number | undefined) => void;
}) {
  const { t } = useTranslation('market');
  if (loading) {
    return (
      <div className={styles.panel}>
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      </div>
    );
  }
  const all = categories ?? [];
  const byId = new Map(all.map((c) => [c.id, c]));
  const path = pathTo(byId, selectedId);
  const levels: { parent: CategoryCount | null; items: CategoryCount[] }[] = [
    { parent: null, items: all.filter((c) => c.level === 1) },
  ];
  for (const chosen of path) {
    const children = all.filter((c) => c.parentId === chosen.id);
    if (children.length > 0) levels.push({ parent: chosen, items: children });
  }
  return (
    <nav className={styles.panel} aria-label={t('categoryNav.label')} data-testid="category-nav">
      {levels.map((level, depth) => (
        <div className={styles.navRow} key={level.parent?.id ?? 'top'} data-testid={`category-level-${depth + 1}`}>
          <span className={styles.navLabel}>{t(`categoryNav.levels.${LEVEL_LABELS[depth] ?? 'third'}`)}</span>
          <div className={styles.navItems}>
            <button
              type="button"
              className={path[depth] ? styles.navItem : styles.navItemActive}
              onClick={() => onSelect(level.parent?.id)}
            >
              {t('categoryNav.all')}
            </button>
            {level.items.map((category) => (
              <button
                type="button"
                key={category.id}
                className={path[depth]?.id === category.id ? styles.navItemActive : styles.navItem}
                onClick={() => onSelect(category.id)}
                data-category-id={category.id}
              >
                {category.name}
                <span className={styles.navCount}>{formatSales(category.goodCount)}</span>
              </button>
            ))}
          </div>
        </div>
      ))}
    </nav>
  );
}
