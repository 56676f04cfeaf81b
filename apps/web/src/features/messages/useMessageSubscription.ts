import { useContext } from 'react';
import { type MessageSubscription, MessageSubscriptionContext } from './message-subscription-context.ts';

/**
 * Following state and the subscription drawer: the top bar's message settings link opens it, and the
 * results drawer shows its "立即开启" banner while `subscribed` is false.
 */
export function useMessageSubscription(): MessageSubscription {
  const context = useContext(MessageSubscriptionContext);
  if (!context) throw new Error('useMessageSubscription needs a MessageSubscriptionProvider');
  return context;
}
