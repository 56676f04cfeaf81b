import { App, Button, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { realtime } from '../../../api/realtime.ts';
import { localized } from '../../../i18n/index.ts';
import { authApi, isTokenFailure, requestToken } from '../auth.api.ts';
import { useSession } from '../session/session-context.ts';
import styles from './auth.module.css';

type ScanState = 'loading' | 'waiting' | 'scanned' | 'unregistered' | 'failed';

interface UserLoginEvent {
  status: 'scanned' | 'confirmed';
  unionId?: string;
  registered?: boolean;
}

/** WeChat scan login: a QR for this page's realtime connection; the phone scans and confirms. */
export function WechatLoginPane() {
  const { message } = App.useApp();
  const { finishLogin } = useSession();
  const [qr, setQr] = useState<{ qrCodeUrl: string; scanUrl: string } | null>(null);
  const [state, setState] = useState<ScanState>('loading');
  const [unionId, setUnionId] = useState<string | null>(null);
  const { t } = useTranslation(['auth', 'shared']);

  const loadQr = useCallback(async () => {
    setState('loading');
    try {
      const connectionId = await realtime.ready();
      setQr(await authApi.loginQr(connectionId));
      setState('waiting');
    } catch {
      setState('failed');
    }
  }, []);

  useEffect(() => {
    void loadQr();
    return realtime.on('UserLogin', async (data) => {
      const event = data as UserLoginEvent;
      if (event.status === 'scanned') return setState('scanned');
      if (!event.unionId) return;
      if (!event.registered) {
        setUnionId(event.unionId);
        return setState('unregistered');
      }
      const result = await requestToken({ grant_type: 'unionid_credentials', union_id: event.unionId });
      if (isTokenFailure(result)) {
        message.warning(localized(result.error_description));
        void loadQr();
      } else {
        await finishLogin(result);
      }
    });
  }, [finishLogin, loadQr, message]);

  const registerWithWechat = async () => {
    if (!unionId) return;
    try {
      const { ticket } = await authApi.registerByWechat(unionId);
      const result = await requestToken({ grant_type: 'ticket', ticket });
      if (isTokenFailure(result)) message.error(t('shared:ticketExchangeFailed'));
      else await finishLogin(result, t('shared:registerSucceeded'));
    } catch (error) {
      message.info(localized((error as Error).message));
    }
  };

  if (state === 'loading') return <Spin className={styles.qrBox} style={{ display: 'block' }} />;
  if (state === 'failed') {
    return (
      <div className={styles.qrBox}>
        <p>{t('wechat.qrFailed')}</p>
        <Button onClick={loadQr}>{t('wechat.refreshQr')}</Button>
      </div>
    );
  }
  return (
    <div className={styles.qrBox} data-testid="wechat-login">
      {qr && <img src={qr.qrCodeUrl} alt={t('wechat.qrAlt')} data-scan-url={qr.scanUrl} />}
      <div className={styles.qrState} data-testid="wechat-state">
        {state === 'waiting' && t('wechat.waiting')}
        {state === 'scanned' && t('wechat.scanned')}
        {state === 'unregistered' && (
          <>
            <p>{t('wechat.unregistered')}</p>
            <Button type="primary" onClick={registerWithWechat}>
              {t('wechat.registerWithWechat')}
            </Button>
          </>
        )}
      </div>
      {state !== 'unregistered' && (
        <Button type="link" onClick={loadQr}>
          {t('wechat.refreshQr')}
        </Button>
      )}
    </div>
  );
}
