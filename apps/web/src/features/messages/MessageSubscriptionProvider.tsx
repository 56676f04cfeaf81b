import { MESSAGE_SWITCHES } from '@puhuo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { realtime } from '../../api/realtime.ts';
import { useSession } from '../auth/index.ts';
import { type MessageSubscription, MessageSubscriptionContext } from './message-subscription-context.ts';
import { messageKeys, messagesApi } from './messages.api.ts';
import { listenForReminders } from './reminders.ts';

const MessageSubscriptionDrawer = lazy(() => import('./components/MessageSubscriptionDrawer.tsx'));

const PUBLISH_RESULT_SWITCH = MESSAGE_SWITCHES.find((s) => s.key === 'goodsPublishResultNotify') ?? MESSAGE_SWITCHES[0];

interface FollowEvent {
  isSubscribed: boolean;
  followedAt?: string;
}

/** Holds the following state (kept live by `OfficialAccountFollow`) and the subscription drawer. */
export function MessageSubscriptionProvider({ children }: { children: ReactNode }) {
  const { user, guard } = useSession();
  const userId = user?.currentUser.id ?? '';
  const queryClient = useQueryClient();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);

  const follow = useQuery({
    queryKey: messageKeys.followState(userId),
    queryFn: messagesApi.checkSubscribe,
    enabled: Boolean(userId),
  });
  const publishResult = useQuery({
    queryKey: messageKeys.switchState(userId, PUBLISH_RESULT_SWITCH.path),
    queryFn: () => messagesApi.switchState(PUBLISH_RESULT_SWITCH.path),
    enabled: Boolean(userId),
  });

  useEffect(() => {
    if (!userId) return;
    return realtime.on('OfficialAccountFollow', (data) => {
      const event = data as FollowEvent;
      queryClient.setQueryData(messageKeys.followState(userId), {
        isSubscribed: event.isSubscribed,
        followedAt: event.followedAt ?? null,
      });
    });
  }, [queryClient, userId]);

  useEffect(() => listenForReminders(realtime), []);

  const openSubscriptionDrawer = useCallback(
    () =>
      guard(() => {
        setDrawerMounted(true);
        setDrawerOpen(true);
      }),
    [guard],
  );

  const value = useMemo<MessageSubscription>(() => {
    const isFollowing = user ? follow.data?.isSubscribed : undefined;
    const publishResultNotify = user ? publishResult.data?.isEnable : undefined;
    return {
      isFollowing,
      publishResultNotify,
      subscribed: isFollowing === true && publishResultNotify === true,
      openSubscriptionDrawer,
    };
  }, [user, follow.data, publishResult.data, openSubscriptionDrawer]);

  return (
    <MessageSubscriptionContext.Provider value={value}>
      {children}
      {drawerMounted && user && (
        <Suspense fallback={null}>
          <MessageSubscriptionDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </MessageSubscriptionContext.Provider>
  );
}
