import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageSubscription } from '../messages/index.ts';

/**
 * Spec doc 1 §2: a dismissible banner in the results drawer while message reminders are not on, so
 * results cannot be notified; 立即开启 opens the subscription drawer.
 */
export function ResultsBanner() {
  const { isFollowing, subscribed, openSubscriptionDrawer } = useMessageSubscription();
  const { t } = useTranslation('publishing');
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || isFollowing === undefined || subscribed) return null;
  return (
    <Alert
      data-testid="results-banner"
      type="warning"
      showIcon
      closable
      onClose={() => setDismissed(true)}
      style={{ marginBottom: 12 }}
      message={t('banner.message')}
      action={
        <Button size="small" type="link" onClick={openSubscriptionDrawer}>
          {t('banner.enable')}
        </Button>
      }
    />
  );
}
