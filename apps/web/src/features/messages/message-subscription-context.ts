import { createContext } from 'react';

export interface MessageSubscription {
  /** the user follows the official account (undefined while unknown or for a guest) */
  isFollowing: boolean | undefined;
  /** the tenant's publish-result switch is on */
  publishResultNotify: boolean | undefined;
  /** publish results will reach the user: following and the switch on; the results banner shows when false */
  subscribed: boolean;
  /** opens the subscription drawer after the login check */
  openSubscriptionDrawer(): void;
}

export const MessageSubscriptionContext = createContext<MessageSubscription | null>(null);
