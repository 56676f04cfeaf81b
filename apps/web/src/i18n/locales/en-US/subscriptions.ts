import type { Translation } from '../../translation.ts';
import type { subscriptions as zh } from '../zh-CN/subscriptions.ts';

/** The subscriptions screens' words in English (en-US). */
export const subscriptions: Translation<typeof zh> = {
  drawer: {
    title: 'Message subscription',
  },
  switches: {
    following: 'Following the "{{name}}" official account',
    description: 'Messages switched on are pushed to your WeChat; once switched off they are no longer pushed.',
  },
  follow: {
    lead: 'Scan with WeChat to follow the "{{name}}" official account and turn on message reminders',
    qrAlt: 'QR code to follow the official account',
    qrFailed: 'Failed to load the QR code',
    refreshQr: 'Refresh QR code',
    pushesTitle: 'After following, you can receive these message pushes',
  },
};
