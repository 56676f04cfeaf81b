import { ExclamationCircleFilled, RightOutlined } from '@ant-design/icons';
import { isBuyAppTip } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useLocalized } from '../../../i18n/index.ts';
import { useSession } from '../../auth/session/session-context.ts';
import { shopKeys, shopsApi } from '../shops.api.ts';
import { useShopsUi } from '../shops-ui-context.ts';
import styles from './shops.module.css';

/** stacked banners sit this far apart (spec doc 1 §2) */
export const TIP_BANNER_SPACING_PX = 60;

/**
 * App-authorisation tips on Market and Market1688 for signed-in users: one banner per header tip,
 * stacked 60 px apart, each opening the ordering modal filtered for it (9-11 the buyer-app modal).
 */
export function AppTipBanners() {
  const { user } = useSession();
  const ui = useShopsUi();
  const localize = useLocalized();
  const { data: tips = [] } = useQuery({
    queryKey: shopKeys.tips,
    queryFn: shopsApi.tips,
    enabled: Boolean(user),
  });
  if (!user || tips.length === 0) return null;
  return (
    <div
      className={styles.tipBanners}
      style={{ height: (tips.length - 1) * TIP_BANNER_SPACING_PX + 48 }}
      data-testid="app-tip-banners"
    >
      {tips.map((tip, index) => (
        <Alert
          key={tip.tip}
          role="button"
          data-testid={`app-tip-${tip.tip}`}
          className={styles.tipBanner}
          style={{ bottom: index * TIP_BANNER_SPACING_PX }}
          type={tip.tip === 3 || tip.tip === 4 || tip.tip === 5 || tip.tip === 10 ? 'error' : 'warning'}
          showIcon
          icon={<ExclamationCircleFilled />}
          title={localize(tip.text)}
          action={<RightOutlined />}
          onClick={() =>
            isBuyAppTip(tip.tip) ? ui.openBuyApp(tip.tip === 9 ? 0 : 1) : ui.openOrdering({ tip: tip.tip })
          }
        />
      ))}
    </div>
  );
}
