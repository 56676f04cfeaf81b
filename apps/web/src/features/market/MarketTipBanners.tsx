import { ExclamationCircleFilled, RightOutlined } from '@ant-design/icons';
import { isBuyAppTip, TIP_BANNER_SPACING_PX } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../i18n/index.ts';
import { useSession } from '../auth/index.ts';
import { shopQueries, useShopsUi } from '../shops/index.ts';
import styles from './market.module.css';

/** The tips a user closed stay closed for the tab's session. */
const DISMISSED_KEY = 'puhuo.dismissed-app-tips';

function readDismissed(): number[] {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(DISMISSED_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

function writeDismissed(tips: number[]): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(tips));
  } catch {
    // storage refused: closed for this page only
  }
}

const isSevere = (tip: number) => tip === 3 || tip === 4 || tip === 5 || tip === 10;

/**
 * App-authorisation tips on Market and Market1688 for signed-in users: one banner per header tip,
 * stacked 60 px apart above the page's content, in the page's flow (they push the goods down, never
 * cover them). Each opens the ordering modal filtered for it (9-11 the buyer-app modal) and can be
 * closed for the rest of the session.
 */
export function MarketTipBanners() {
  const { user } = useSession();
  const ui = useShopsUi();
  const [dismissed, setDismissed] = useState<number[]>(readDismissed);
  const { t } = useTranslation('market');
  const localized = useLocalized();
  const { data: tips = [] } = useQuery({
    ...shopQueries.tips(),
    enabled: Boolean(user),
  });
  const shown = tips.filter((tip) => !dismissed.includes(tip.tip));
  if (!user || shown.length === 0) return null;

  const open = (tip: number) => (isBuyAppTip(tip) ? ui.openBuyApp(tip === 9 ? 0 : 1) : ui.openOrdering({ tip }));
  const dismiss = (tip: number) => {
    const next = [...new Set([...readDismissed(), ...dismissed, tip])];
    writeDismissed(next);
    setDismissed(next);
  };

  return (
    <section
      className={styles.tipBanners}
      style={{ '--tip-banner-spacing': `${TIP_BANNER_SPACING_PX}px` } as CSSProperties}
      aria-label={t('tips.label')}
      data-testid="app-tip-banners"
    >
      {shown.map((tip) => (
        <Alert
          key={tip.tip}
          data-testid={`app-tip-${tip.tip}`}
          className={styles.tipBanner}
          type={isSevere(tip.tip) ? 'error' : 'warning'}
          showIcon
          icon={<ExclamationCircleFilled />}
          title={
            <button type="button" className={styles.tipOpen} onClick={() => open(tip.tip)}>
              <span className={styles.tipText}>{localized(tip.text)}</span>
              <RightOutlined className={styles.tipArrow} />
            </button>
          }
          closable={{ 'aria-label': t('tips.dismiss'), onClose: () => dismiss(tip.tip) }}
        />
      ))}
    </section>
  );
}
