import { DRAWER_WIDTH } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/index.ts';
import { messageKeys, messagesApi } from '../messages.api.ts';
import { FollowOfficialAccount } from './FollowOfficialAccount.tsx';
import { MessageSwitchList } from './MessageSwitchList.tsx';

/** Spec doc 1 §2: width 600; a QR and the pushes until the user follows, then the switches. */
export default function MessageSubscriptionDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { user } = useSession();
  const { t } = useTranslation('subscriptions');
  const userId = user?.currentUser.id ?? '';
  const follow = useQuery({
    queryKey: messageKeys.followState(userId),
    queryFn: messagesApi.checkSubscribe,
    enabled: Boolean(userId),
  });

  return (
    <Drawer title={t('drawer.title')} size={DRAWER_WIDTH.messageSubscription} open={open} onClose={onClose}>
      <div data-testid="message-subscription">
        {!user || follow.isLoading ? (
          <Spin style={{ display: 'block', margin: '80px auto' }} />
        ) : follow.data?.isSubscribed ? (
          <MessageSwitchList userId={userId} />
        ) : (
          <FollowOfficialAccount userId={userId} tenantId={user.currentTenant.id} active={open} />
        )}
      </div>
    </Drawer>
  );
}
