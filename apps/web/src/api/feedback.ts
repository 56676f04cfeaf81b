import { App } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/** The antd message instance of the mounted app, for code outside React (the API client). */
let current: MessageInstance | null = null;

export function MessageBridge(): null {
  current = App.useApp().message;
  return null;
}

export const feedback = {
  error: (text: string) => current?.error(text),
  warning: (text: string) => current?.warning(text),
  info: (text: string) => current?.info(text),
  success: (text: string) => current?.success(text),
};
