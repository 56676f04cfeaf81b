import {
  AppstoreOutlined,
  ArrowUpOutlined,
  MobileOutlined,
  ShoppingCartOutlined,
  StarOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { BACK_TO_TOP_AFTER_PX, type FirstClick, MINI_PROGRAM_QR_PATH } from '@puhuo/domain';
import { Popover } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/auth/session/session-context.ts';
import { useCartCount } from '../../features/cart/index.ts';
import { useCollectCounts } from '../../features/collect/index.ts';
import { useDistributionListCounts } from '../../features/distribution-list/index.ts';
import { firstClick } from '../first-screen.ts';
import styles from './layout.module.css';

// the 1688 tab's buyer-app panel loads when its popover first shows
const BuyAppPanel = lazy(async () => ({
  default: (await import('../../features/shops/components/BuyAppPanel.tsx')).BuyAppPanel,
}));
const CollectDrawer = lazy(async () => ({
  default: (await import('../../features/collect/CollectDrawer.tsx')).CollectDrawer,
}));
const DistributionListDrawer = lazy(async () => ({
  default: (await import('../../features/distribution-list/DistributionListDrawer.tsx')).DistributionListDrawer,
}));

type DrawerName = 'collect' | 'distribution-list';

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}

function ToolItem({
  icon,
  label,
  count,
  onClick,
  replay,
}: {
  icon: React.ReactNode;
  label: string;
  count?: number;
  onClick?: () => void;
  /** the first screen's control of the same name, whose early click this one takes */
  replay?: FirstClick;
}) {
  return (
    <button
      type="button"
      className={styles.toolItem}
      onClick={onClick}
      aria-label={label}
      {...(replay ? firstClick(replay) : {})}
    >
      <span className={styles.toolIcon} aria-hidden>
        {icon}
        {count !== undefined && count > 0 && (
          <span className={styles.toolCount} data-testid="tool-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      {label}
    </button>
  );
}

export function FloatingToolColumn({ on1688Tab }: { on1688Tab: boolean }) {
  const { guard } = useSession();
  const { t } = useTranslation('layout');
  const showBackToTop = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const listCount = useDistributionListCounts().data?.totalCount;
  const cartCount = useCartCount().data;
  const collectCount = useCollectCounts().data?.totalCount;
  const [drawer, setDrawer] = useState<DrawerName | null>(null);
  // a drawer is loaded the first time it opens, then kept for its closing animation
  const [loaded, setLoaded] = useState<Set<DrawerName>>(new Set());
  const open = (name: DrawerName) =>
    guard(() => {
      setLoaded((current) => new Set(current).add(name));
      setDrawer(name);
    });
  return (
    <aside className={styles.toolColumn} aria-label={t('toolColumn.label')}>
      <ToolItem
        icon={<UnorderedListOutlined />}
        label={t('toolColumn.distributionList')}
        count={listCount}
        onClick={() => open('distribution-list')}
        replay="distributionList"
      />
      {!on1688Tab && (
        <ToolItem
          icon={<ShoppingCartOutlined />}
          label={t('toolColumn.cart')}
          count={cartCount}
          onClick={() => guard(() => window.open('/cart', '_blank'))}
        />
      )}
      <ToolItem
        icon={<StarOutlined />}
        label={t('toolColumn.collect')}
        count={collectCount}
        onClick={() => open('collect')}
        replay="collect"
      />
      {on1688Tab ? (
        <Popover
          placement="left"
          content={
            <Suspense fallback={null}>
              <BuyAppPanel />
            </Suspense>
          }
        >
          {/* the popover listens on a DOM element */}
          <div>
            <ToolItem icon={<AppstoreOutlined />} label={t('toolColumn.app1688')} />
          </div>
        </Popover>
      ) : (
        <Popover
          placement="left"
          content={<img src={MINI_PROGRAM_QR_PATH} alt={t('toolColumn.miniProgramQr')} width={140} />}
        >
          {/* the popover listens on a DOM element: ToolItem passes no hover handlers on */}
          <div>
            <ToolItem icon={<MobileOutlined />} label={t('toolColumn.miniProgram')} />
          </div>
        </Popover>
      )}
      {showBackToTop && (
        <ToolItem
          icon={<ArrowUpOutlined />}
          label={t('toolColumn.backToTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        />
      )}
      <Suspense fallback={null}>
        {loaded.has('collect') && <CollectDrawer open={drawer === 'collect'} onClose={() => setDrawer(null)} />}
        {loaded.has('distribution-list') && (
          <DistributionListDrawer open={drawer === 'distribution-list'} onClose={() => setDrawer(null)} />
        )}
      </Suspense>
    </aside>
  );
}
