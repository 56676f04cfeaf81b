import { App, Button, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { realtime } from '../../../api/realtime.ts';
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
        message.warning(result.error_description);
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
      if (isTokenFailure(result)) message.error('获取登录凭证失败');
      else await finishLogin(result, '注册成功');
    } catch (error) {
      message.info((error as Error).message);
    }
  };

  if (state === 'loading') return <Spin className={styles.qrBox} style={{ display: 'block' }} />;
  if (state === 'failed') {
    return (
      <div className={styles.qrBox}>
        <p>二维码加载失败</p>
        <Button onClick={loadQr}>刷新二维码</Button>
      </div>
    );
  }
  return (
    <div className={styles.qrBox} data-testid="wechat-login">
      {qr && <img src={qr.qrCodeUrl} alt="微信扫码登录" data-scan-url={qr.scanUrl} />}
      <div className={styles.qrState} data-testid="wechat-state">
        {state === 'waiting' && '请使用微信扫一扫登录'}
        {state === 'scanned' && '扫码成功，请在手机上确认登录'}
        {state === 'unregistered' && (
          <>
            <p>该微信尚未注册分销商账号</p>
            <Button type="primary" onClick={registerWithWechat}>
              用此微信注册
            </Button>
          </>
        )}
      </div>
      {state !== 'unregistered' && (
        <Button type="link" onClick={loadQr}>
          刷新二维码
        </Button>
      )}
    </div>
  );
}
