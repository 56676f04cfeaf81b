import { ArrowLeftOutlined } from '@ant-design/icons';
import { type AuthorizedShop, appCostsText, type PlatformRecord, selectableStations } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Space, Spin, Steps, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../i18n/index.ts';
import { useSession } from '../../auth/index.ts';
import { shopQueries } from '../shops.queries.ts';
import type { AuthorizeModule } from '../shops-ui-context.ts';
import { CodeAuthorizeForm } from './CodeAuthorizeForm.tsx';
import { GuideImage } from './GuideImage.tsx';
import { MODAL_Z_INDEX } from './modal-layer.ts';
import { OfflineShopApplyModal } from './OfflineShopApplyModal.tsx';
import styles from './shops.module.css';

/** The free trial a screen states: the add-shop modal's own figure there (spec doc 1 §9), the trial elsewhere. */
export function trialText(t: TFunction<'shops'>, platform: PlatformRecord, inAddShopModal: boolean): string {
  if (platform.freeToUse) return t('trial.free');
  const days = inAddShopModal ? platform.addShopFreeTrialDays : platform.freeTrialDays;
  return days ? t('trial.days', { days }) : '';
}

/** what the user does on the platform, step by step, for each way of authorising */
function guideSteps(
  t: TFunction<'shops'>,
  platform: PlatformRecord,
  label: string,
): { title: string; action: string }[] {
  switch (platform.authorization) {
    case 'shopName':
      return [
        { title: t('bind.steps.wechatAuthorize'), action: t('bind.steps.confirmAuthorize') },
        { title: t('bind.steps.fillShopName'), action: t('actions.addShop') },
      ];
    case 'code':
      return [
        { title: t('bind.steps.qunjielongCode'), action: t('bind.steps.generateCode') },
        { title: t('bind.steps.fillCode'), action: t('actions.addShop') },
      ];
    case 'appCredentials':
      return [
        { title: t('bind.steps.fanmengApp'), action: t('bind.steps.createApp') },
        { title: t('bind.steps.fillCredentials'), action: t('actions.addShop') },
      ];
    default: {
      const trial = trialText(t, platform, true);
      return [
        {
          title: trial
            ? t('bind.steps.orderInMarketTrial', { platform: label, trial })
            : t('bind.steps.orderInMarket', { platform: label }),
          action: t('actions.orderNow'),
        },
        { title: t('bind.steps.loginAndAgree'), action: t('actions.agreeAuthorize') },
        { title: t('bind.steps.backToView'), action: t('actions.done') },
      ];
    }
  }
}

/**
 * Bind-shop modal: choose a platform (online stations only, 66 removed, product types 1 and 3 without
 * taobao, taogongchang and jd), then the guide steps with a picture, then authorise (the platform's
 * consent page in a new window) or add the shop by the form the platform needs.
 */
export default function BindShopModal({
  open,
  initialStation,
  onClose,
  onAuthorize,
  onAuthorized,
}: {
  open: boolean;
  initialStation?: number;
  onClose: () => void;
  onAuthorize: (station: number, module?: AuthorizeModule) => void;
  onAuthorized: (shop: AuthorizedShop) => void;
}) {
  const { user } = useSession();
  const { t } = useTranslation('shops');
  const localize = useLocalized();
  const { data: platforms, isLoading } = useQuery(shopQueries.platforms());
  const [chosen, setChosen] = useState<number | null>(initialStation ?? null);
  const [guideStep, setGuideStep] = useState(0);
  const [offlineOpen, setOfflineOpen] = useState(false);
  const allowed = new Set(selectableStations(user?.tenantFull.productType).map((s) => s.value));
  const choices = (platforms ?? []).filter((p) => allowed.has(p.value));
  const platform = choices.find((p) => p.value === chosen) ?? null;
  const label = platform ? localize(platform.label) : '';
  const trial = platform ? trialText(t, platform, true) : '';
  const steps = platform ? guideSteps(t, platform, label) : [];
  const isCodeForm = platform !== null && platform.authorization !== 'oauth' && platform.authorization !== 'none';

  const choose = (value: number | null) => {
    setChosen(value);
    setGuideStep(0);
  };

  return (
    <Modal
      zIndex={MODAL_Z_INDEX}
      open={open}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
      title={platform ? t('bind.titleOf', { platform: label }) : t('bind.title')}
    >
      {platform === null ? (
        <Spin spinning={isLoading}>
          <p className={styles.hint}>{t('bind.choosePlatform')}</p>
          {choices.length === 0 && !isLoading ? (
            <Empty />
          ) : (
            <div className={styles.platformGrid} data-testid="platform-grid">
              {choices.map((p) => (
                <button
                  key={p.value}
                  type="button"
                  className={styles.platformCard}
                  disabled={p.authorization === 'none'}
                  onClick={() => choose(p.value)}
                >
                  <span className={styles.platformLogo} data-station={p.value}>
                    {localize(p.label).slice(0, 1)}
                  </span>
                  <span className={styles.platformName}>{localize(p.label)}</span>
                  <span className={styles.platformTrial}>
                    {p.authorization === 'none' ? t('bind.notOpen') : trialText(t, p, true)}
                  </span>
                </button>
              ))}
            </div>
          )}
          <Button type="link" onClick={() => setOfflineOpen(true)} data-testid="offline-shop-entry">
            {t('offline.entry')}
          </Button>
          <OfflineShopApplyModal open={offlineOpen} onClose={() => setOfflineOpen(false)} />
        </Spin>
      ) : (
        <div className={styles.bindBody}>
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => choose(null)} className={styles.back}>
            {t('bind.back')}
          </Button>
          <div className={styles.guide}>
            <div className={styles.guideSteps}>
              <Steps
                direction="vertical"
                size="small"
                current={guideStep}
                onChange={setGuideStep}
                items={steps.map((s) => ({ title: s.title }))}
              />
              {platform.interfaceCost !== null && platform.interfaceCost > 0 && (
                <p className={styles.hint} data-testid="platform-costs">
                  {localize(
                    appCostsText({
                      interfaceCost: platform.interfaceCost,
                      backCost: platform.backCost ?? 0,
                      platformFee: platform.platformFee ?? 0,
                    }),
                  )}
                </p>
              )}
              {isCodeForm ? (
                <CodeAuthorizeForm platform={platform} onAuthorized={onAuthorized} />
              ) : platform.offersGoodsOrOrderChoice ? (
                <Space wrap>
                  <Button type="primary" onClick={() => onAuthorize(platform.value, 'goods')}>
                    {t('bind.authorizeGoods')}
                  </Button>
                  <Button onClick={() => onAuthorize(platform.value, 'order')}>{t('bind.authorizeOrder')}</Button>
                </Space>
              ) : (
                <Button type="primary" onClick={() => onAuthorize(platform.value)}>
                  {t('actions.goAuthorize')}
                </Button>
              )}
              {platform.appAuthorizationUrl && !isCodeForm && (
                <p className={styles.hint}>
                  {t('bind.notOrdered')}
                  <a href={platform.appAuthorizationUrl} target="_blank" rel="noreferrer">
                    {t('bind.orderInMarket', { platform: label })}
                  </a>
                  {trial && <Tag color="green">{trial}</Tag>}
                </p>
              )}
            </div>
            <GuideImage
              platform={
                isCodeForm ? t('guide.backOffice', { platform: label }) : t('guide.openPlatform', { platform: label })
              }
              title={steps[guideStep]?.title ?? ''}
              action={steps[guideStep]?.action ?? ''}
            />
          </div>
        </div>
      )}
    </Modal>
  );
}
