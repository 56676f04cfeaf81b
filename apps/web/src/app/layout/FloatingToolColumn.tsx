import {
  AppstoreOutlined,
  ArrowUpOutlined,
  MobileOutlined,
  ShoppingCartOutlined,
  StarOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { BACK_TO_TOP_AFTER_PX } from '@puhuo/domain';
import { Badge, Popover } from 'antd';
import { useEffect, useState } from 'react';
import { useSession } from '../../features/auth/session/session-context.ts';
import styles from './layout.module.css';

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
}: {
  icon: React.ReactNode;
  label: string;
  count?: number;
  onClick?: () => void;
}) {
  return (
    <button type="button" className={styles.toolItem} onClick={onClick} aria-label={label}>
      <Badge count={count} size="small" offset={[6, 0]}>
        <span className={styles.toolIcon} aria-hidden>
          {icon}
        </span>
      </Badge>
      {label}
    </button>
  );
}

export function FloatingToolColumn({ on1688Tab }: { on1688Tab: boolean }) {
  const { guard } = useSession();
  const showBackToTop = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const guarded = () => guard(() => undefined);
  return (
    <aside className={styles.toolColumn} aria-label="工具栏">
      <ToolItem icon={<UnorderedListOutlined />} label="分销清单" count={0} onClick={guarded} />
      {!on1688Tab && <ToolItem icon={<ShoppingCartOutlined />} label="购物车" count={0} onClick={guarded} />}
      <ToolItem icon={<StarOutlined />} label="收藏" count={0} onClick={guarded} />
      {on1688Tab ? (
        <Popover placement="left" content={<div style={{ width: 220 }}>订购1688买家应用后即可一件代发</div>}>
          <ToolItem icon={<AppstoreOutlined />} label="1688应用" />
        </Popover>
      ) : (
        <Popover placement="left" content={<img src="/qr-miniprogram.svg" alt="小程序二维码" width={140} />}>
          <ToolItem icon={<MobileOutlined />} label="小程序" />
        </Popover>
      )}
      {showBackToTop && (
        <ToolItem
          icon={<ArrowUpOutlined />}
          label="返回顶部"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        />
      )}
    </aside>
  );
}
