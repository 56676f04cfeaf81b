import { StationType } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Modal, Result, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shopsApi } from '../shops.api.ts';
import { shopQueries } from '../shops.queries.ts';
import type { AuthorizeModule } from '../shops-ui-context.ts';
import { GuideImage } from './GuideImage.tsx';
import { MODAL_Z_INDEX } from './modal-layer.ts';
import styles from './shops.module.css';

export type BuyAppStep = 0 | 1 | 2;

/**
 * Buyer-app modal (1688): 0 order the buyer app, 1 authorise the 1688 account (station 1, module buy),
 * 2 enable password-free payment (hidden when already enabled). Authorisation moves it to step 2.
 */
export default function BuyAppModal({
  open,
  step,
  onStep,
  onClose,
  onAuthorize,
}: {
  open: boolean;
  step: BuyAppStep;
  onStep: (step: BuyAppStep) => void;
  onClose: () => void;
  onAuthorize: (station: number, module?: AuthorizeModule) => void;
}) {
  const { message } = App.useApp();
  const { t } = useTranslation(['shops', 'shared']);
  const { data: buyApp } = useQuery(shopQueries.buyApp());
  const { data: platforms } = useQuery(shopQueries.platforms());
  const protocol = useQuery({ ...shopQueries.protocolPay(), enabled: Boolean(buyApp?.isOrdered) });
  const [checking, setChecking] = useState(false);
  const [done, setDone] = useState(false);
  const marketUrl = platforms?.find((p) => p.value === StationType.Alibaba)?.appAuthorizationUrl ?? null;
  const protocolPayEnabled = protocol.data?.canProtocolPay === true;
  const steps = [
    t('buyApp.orderStep'),
    t('buyApp.authorizeStep'),
    ...(protocolPayEnabled ? [] : [t('buyApp.payStep')]),
  ];
  const current = Math.min(step, steps.length - 1) as BuyAppStep;

  const order = () => {
    if (marketUrl) {
      const url = new URL(marketUrl);
      url.searchParams.set('module', 'buy');
      url.searchParams.set('returnUrl', window.location.href);
      window.open(url.toString(), '_blank');
    }
    onStep(1);
  };

  const confirmProtocolPay = async () => {
    setChecking(true);
    try {
      const { canProtocolPay } = await shopsApi.protocolPayStatus();
      if (!canProtocolPay) {
        message.warning(t('shared:buyAppProtocolPayNotEnabled'));
        return;
      }
      await protocol.refetch();
      setDone(true);
    } finally {
      setChecking(false);
    }
  };

  // password-free payment already on: authorising the account was the last step
  const finished = done || (step === 2 && protocolPayEnabled);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      zIndex={MODAL_Z_INDEX}
      width={780}
      title={t('buyApp.title')}
      destroyOnHidden
    >
      <Steps current={finished ? steps.length : current} items={steps.map((title) => ({ title }))} />
      {finished ? (
        <Result
          status="success"
          title={t('buyApp.ready')}
          subTitle={t('buyApp.readyHint', { name: buyApp?.accountName ?? '' })}
          extra={
            <Button type="primary" onClick={onClose}>
              {t('actions.done')}
            </Button>
          }
        />
      ) : (
        <div className={styles.orderingBody} style={{ marginTop: 24 }}>
          <div>
            {current === 0 && (
              <>
                <p>{t('buyApp.orderIntro')}</p>
                <Button type="primary" onClick={order}>
                  {t('actions.goOrder')}
                </Button>
                <Button type="link" onClick={() => onStep(1)}>
                  {t('actions.orderedGoAuthorize')}
                </Button>
              </>
            )}
            {current === 1 && (
              <>
                {buyApp?.accountName && <p>{t('buyApp.currentAccount', { name: buyApp.accountName })}</p>}
                <p>{t('buyApp.authorizeIntro')}</p>
                <Button type="primary" onClick={() => onAuthorize(StationType.Alibaba, 'buy')}>
                  {buyApp?.isOrdered ? t('actions.reauthorize') : t('actions.goAuthorize')}
                </Button>
              </>
            )}
            {current === 2 && (
              <>
                <p>{t('buyApp.payIntro')}</p>
                {marketUrl && (
                  <Button href={new URL('protocol-pay', marketUrl).toString()} target="_blank">
                    {t('buyApp.goEnablePay')}
                  </Button>
                )}
                <Button type="primary" loading={checking} onClick={confirmProtocolPay} style={{ marginLeft: 8 }}>
                  {t('buyApp.payEnabled')}
                </Button>
              </>
            )}
          </div>
          <GuideImage
            platform="1688"
            title={steps[current] ?? ''}
            action={
              current === 0 ? t('actions.orderNow') : current === 1 ? t('actions.agreeAuthorize') : t('buyApp.payStep')
            }
          />
        </div>
      )}
    </Modal>
  );
}
