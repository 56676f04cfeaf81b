import { type AuthorizedSuccess, findStation, SUGGESTED_RECHARGE_YUAN } from '@puhuo/domain';
import { Button, Modal, Result } from 'antd';
import { MODAL_Z_INDEX } from './modal-layer.ts';
import styles from './shops.module.css';

const MODULE_LABELS = { goods: '商品铺货应用', order: '订单回流应用' } as const;

/**
 * The shop-authorised success guide: a simple success (both rights, product type 1), the recharge and
 * follow-the-official-account guide (both rights otherwise), or a prompt to order the other app.
 */
export default function ShopAuthorizedSuccessModal({
  open,
  shopName,
  stationType,
  outcome,
  onContinueOrdering,
  onClose,
}: {
  open: boolean;
  shopName: string;
  stationType: number;
  outcome: AuthorizedSuccess;
  onContinueOrdering: () => void;
  onClose: () => void;
}) {
  const platform = findStation(stationType)?.label ?? '';
  const title = `${platform}店铺「${shopName}」授权成功`;
  return (
    <Modal open={open} onCancel={onClose} footer={null} zIndex={MODAL_Z_INDEX} width={520} destroyOnHidden>
      <div className={styles.successBody} data-testid="shop-authorized-success">
        {outcome.kind === 'simple' && (
          <Result
            status="success"
            title={title}
            extra={
              <Button type="primary" onClick={onClose}>
                知道了
              </Button>
            }
          />
        )}
        {outcome.kind === 'rechargeGuide' && (
          <Result
            status="success"
            title={title}
            subTitle={`建议充值余额${SUGGESTED_RECHARGE_YUAN}元用于代发采购，并关注公众号，及时收到铺货结果和应用到期提醒`}
            extra={
              <div>
                <img src="/qr-official-account.svg" alt="公众号二维码" width={140} />
                <p className={styles.hint}>微信扫码关注公众号</p>
                <Button type="primary" onClick={onClose}>
                  知道了
                </Button>
              </div>
            }
          />
        )}
        {outcome.kind === 'continueOrdering' && outcome.missing && (
          <Result
            status="info"
            title={title}
            subTitle={`该店铺还未开通${MODULE_LABELS[outcome.missing]}，${
              outcome.missing === 'goods' ? '开通后才能铺货' : '开通后订单才能回流'
            }`}
            extra={
              <>
                <Button type="primary" onClick={onContinueOrdering}>
                  继续订购{MODULE_LABELS[outcome.missing]}
                </Button>
                <Button onClick={onClose}>稍后再说</Button>
              </>
            }
          />
        )}
      </div>
    </Modal>
  );
}
