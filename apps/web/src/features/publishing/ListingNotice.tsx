import { PRICE_CONTROL_TAKEDOWN_ORDER_LIMITS } from '@puhuo/domain';
import styles from './publishing.module.css';

const [day1, day2, day3] = PRICE_CONTROL_TAKEDOWN_ORDER_LIMITS;

/** The listing notice of spec doc 2 §9, in the popover and in the confirmation before publishing. */
export function ListingNotice() {
  return (
    <div className={styles.notice} data-testid="listing-notice">
      <p>1. 商品上架后，售价不得低于供应商设置的控价，否则商品将被下架。</p>
      <p>
        2. 控价监控期为3天：第1天低价且订单数不超过{day1}单、第2天不超过{day2}单、第3天不超过{day3}
        单的，商品将被下架。
      </p>
      <p>3. 铺货带出的商品信息仅供参考，请上架前核对标题、价格、库存等信息。</p>
    </div>
  );
}
