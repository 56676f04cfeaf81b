import { MESSAGE_SWITCHES, type MessageSwitch, OFFICIAL_ACCOUNT_NAME } from '@puhuo/domain';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../i18n/index.ts';
import { messageKeys, messagesApi } from '../messages.api.ts';
import styles from './messages.module.css';

/** Following: one switch per kind of message (spec §3), each saved as it is toggled. */
export function MessageSwitchList({ userId }: { userId: string }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { t } = useTranslation(['subscriptions', 'shared']);
  const localize = useLocalized();
  const states = useQueries({
    queries: MESSAGE_SWITCHES.map((s) => ({
      queryKey: messageKeys.switchState(userId, s.path),
      queryFn: () => messagesApi.switchState(s.path),
    })),
  });
  const toggle = useMutation({
    mutationFn: ({ messageSwitch, isEnable }: { messageSwitch: MessageSwitch; isEnable: boolean }) =>
      messagesApi.setSwitch(messageSwitch.path, isEnable),
    onSuccess: (state, { messageSwitch }) => {
      queryClient.setQueryData(messageKeys.switchState(userId, messageSwitch.path), state);
      message.success(t('shared:saved'));
    },
  });

  return (
    <div>
      <Alert
        type="success"
        showIcon
        title={t('switches.following', { name: localize(OFFICIAL_ACCOUNT_NAME) })}
        description={t('switches.description')}
      />
      <ul className={styles.switches}>
        {MESSAGE_SWITCHES.map((messageSwitch, index) => {
          const state = states[index];
          const pending = toggle.isPending && toggle.variables?.messageSwitch.key === messageSwitch.key;
          return (
            <li key={messageSwitch.key} data-testid={`switch-${messageSwitch.key}`}>
              <div>
                <strong>{localize(messageSwitch.label)}</strong>
                <span>{localize(messageSwitch.description)}</span>
              </div>
              <Switch
                aria-label={localize(messageSwitch.label)}
                checked={state?.data?.isEnable ?? false}
                loading={state?.isLoading || pending}
                disabled={!state?.data}
                onChange={(isEnable) => toggle.mutate({ messageSwitch, isEnable })}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
