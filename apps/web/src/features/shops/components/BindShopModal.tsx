import { ArrowLeftOutlined } from '@ant-design/icons';
import { appCostsText, selectableStations } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Space, Spin, Steps, Tag } from 'antd';
import { useState } from 'react';
import { useSession } from '../../auth/session/session-context.ts';
import { type AuthorizedShop, type PlatformRecord, shopKeys, shopsApi } from '../shops.api.ts';
import type { AuthorizeModule } from '../shops-ui-context.ts';
import { CodeAuthorizeForm } from './CodeAuthorizeForm.tsx';
import { GuideImage } from './GuideImage.tsx';
import { MODAL_Z_INDEX } from './modal-layer.ts';
import styles from './shops.module.css';

export function trialText(platform: PlatformRecord): string {
  if (platform.freeToUse) return '免费使用';
  if (platform.freeTrialDays) return `免费试用${platform.freeTrialDays}天`;
  return '';
}

/** what the user does on the platform, step by step, for each way of authorising */
function guideSteps(platform: PlatformRecord): { title: string; action: string }[] {
  switch (platform.authorization) {
    case 'shopName':
      return [
        { title: '登录微信小店后台，授权「铺货助手」', action: '确认授权' },
        { title: '回到这里填写店铺名称', action: '添加店铺' },
      ];
    case 'code':
      return [
        { title: '登录群接龙后台，生成授权码', action: '生成授权码' },
        { title: '回到这里填写授权码', action: '添加店铺' },
      ];
    case 'appCredentials':
      return [
        { title: '登录泛盟后台，为店铺创建应用', action: '创建应用' },
        { title: '回到这里填写App ID、密匙和接口地址', action: '添加店铺' },
      ];
    default:
      return [
        {
          title: `在${platform.label}服务市场订购「铺货助手」${trialText(platform) ? `（${trialText(platform)}）` : ''}`,
          action: '立即订购',
        },
        { title: '用店铺主账号登录并同意授权', action: '同意授权' },
        { title: '授权成功后回到这里查看店铺', action: '完成' },
      ];
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
  const { data: platforms, isLoading } = useQuery({ queryKey: shopKeys.platforms, queryFn: shopsApi.platforms });
  const [chosen, setChosen] = useState<number | null>(initialStation ?? null);
  const [guideStep, setGuideStep] = useState(0);
  const allowed = new Set(selectableStations(user?.tenantFull.productType).map((s) => s.value));
  const choices = (platforms ?? []).filter((p) => allowed.has(p.value));
  const platform = choices.find((p) => p.value === chosen) ?? null;
  const steps = platform ? guideSteps(platform) : [];
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
      title={platform ? `添加${platform.label}店铺` : '添加店铺'}
    >
      {platform === null ? (
        <Spin spinning={isLoading}>
          <p className={styles.hint}>选择店铺所在的平台</p>
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
                    {p.label.slice(0, 1)}
                  </span>
                  <span className={styles.platformName}>{p.label}</span>
                  <span className={styles.platformTrial}>{p.authorization === 'none' ? '暂未开放' : trialText(p)}</span>
                </button>
              ))}
            </div>
          )}
        </Spin>
      ) : (
        <div className={styles.bindBody}>
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => choose(null)} className={styles.back}>
            重新选择平台
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
                  {appCostsText({
                    interfaceCost: platform.interfaceCost,
                    backCost: platform.backCost ?? 0,
                    platformFee: platform.platformFee ?? 0,
                  })}
                </p>
              )}
              {isCodeForm ? (
                <CodeAuthorizeForm platform={platform} onAuthorized={onAuthorized} />
              ) : platform.offersGoodsOrOrderChoice ? (
                <Space wrap>
                  <Button type="primary" onClick={() => onAuthorize(platform.value, 'goods')}>
                    授权商品铺货应用
                  </Button>
                  <Button onClick={() => onAuthorize(platform.value, 'order')}>授权订单回流应用</Button>
                </Space>
              ) : (
                <Button type="primary" onClick={() => onAuthorize(platform.value)}>
                  去授权
                </Button>
              )}
              {platform.appAuthorizationUrl && !isCodeForm && (
                <p className={styles.hint}>
                  还没订购？
                  <a href={platform.appAuthorizationUrl} target="_blank" rel="noreferrer">
                    去{platform.label}服务市场订购
                  </a>
                  {trialText(platform) && <Tag color="green">{trialText(platform)}</Tag>}
                </p>
              )}
            </div>
            <GuideImage
              platform={`${platform.label}${isCodeForm ? '后台' : '开放平台'}`}
              title={steps[guideStep]?.title ?? ''}
              action={steps[guideStep]?.action ?? ''}
            />
          </div>
        </div>
      )}
    </Modal>
  );
}
