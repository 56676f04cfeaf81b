import { MESSAGE_DURATION_SECONDS } from '@puhuo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onConnectionChange } from '../api/connection-state.ts';

const KEY = 'connection';

/**
 * One calm notice while the server cannot be reached (instead of an error per request), gone when it
 * answers again; then the screens read their data again. Forms keep what was typed: nothing reloads.
 */
export function ConnectionNotice(): null {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { t } = useTranslation('shared');
  useEffect(
    () =>
      onConnectionChange((state) => {
        if (state === 'lost') {
          message.open({ key: KEY, type: 'loading', content: t('connectionLost'), duration: 0 });
          return;
        }
        message.open({
          key: KEY,
          type: 'success',
          content: t('connectionRestored'),
          duration: MESSAGE_DURATION_SECONDS,
        });
        void queryClient.invalidateQueries();
      }),
    [message, queryClient, t],
  );
  return null;
}
