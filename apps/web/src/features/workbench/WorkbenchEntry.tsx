import { Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession, useTicketWindow } from '../auth/index.ts';
import { PURCHASE_ORDERS_PATH } from '../orders/index.ts';
import { WorkbenchPopover } from './WorkbenchPopover.tsx';

/**
 * 进入工作台 in the market's top bar (spec doc 1 §2): a popover with the balance and the way into the
 * workbench; each page it offers opens in a new window signed in by a one-time ticket. A guest is asked
 * to log in first.
 */
export function WorkbenchEntry() {
  const { t } = useTranslation('layout');
  const { user, guard } = useSession();
  const openWithTicket = useTicketWindow();
  const open = (path: string) => guard(() => void openWithTicket(path));
  const trigger = (
    <button type="button" onClick={() => open(PURCHASE_ORDERS_PATH)} data-testid="workbench-entry">
      {t('topBar.workbench')}
    </button>
  );
  if (!user) return trigger;
  return (
    <Popover placement="bottom" content={<WorkbenchPopover open={open} />}>
      {trigger}
    </Popover>
  );
}
