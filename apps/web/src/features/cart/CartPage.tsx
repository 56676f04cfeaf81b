import {
  CartCheckoutBlocked,
  type CartGood,
  type CartGroup,
  type CartSku,
  firstGroupBelowLimit,
  formatYuan,
  limitShortfallFen,
  Messages,
  supportsDaifa,
  tierPriceFen,
  yuanToFen,
} from '@puhuo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Empty, InputNumber, Popconfirm, Skeleton, Tag } from 'antd';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../auth/session/session-context.ts';
import { detailPath } from '../market/GoodsCard.tsx';
import { amountFen, cartApi, cartKeys, cartLines, orderableLines, useCart } from './cart.api.ts';
import styles from './cart.module.css';

const selectable = (lines: CartSku[]) => lines.filter((s) => !s.isException);
/** the lines of a supplier group chosen for checkout */
const chosenOf = (group: CartGroup) => selectable(group.cartDoods.flatMap((d) => d.cartSkus)).filter((s) => s.checked);

function tierHint(sku: CartSku): string | null {
  if (sku.numberPrices.length === 0) return null;
  return sku.numberPrices.map((t) => `≥${t.minQty}件 ¥${t.price.toFixed(2)}`).join('  ');
}

/** The cart (spec doc 1 §2, §4): grouped by supplier company, exceptions marked, bounded steppers. */
export default function CartPage() {
  const { message } = App.useApp();
  const { user, openLogin } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: groups, isPending } = useCart();
  const qtyTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const patch = (mutate: (sku: CartSku) => CartSku) =>
    queryClient.setQueryData<CartGroup[]>(cartKeys.list, (current) =>
      current?.map((g) => ({
        ...g,
        cartDoods: g.cartDoods.map((d) => ({ ...d, cartSkus: d.cartSkus.map(mutate) })),
      })),
    );
  const refresh = () => queryClient.invalidateQueries({ queryKey: cartKeys.all });

  const setChecked = async (lines: CartSku[], checked: boolean) => {
    const ids = new Set(selectable(lines).map((l) => l.id));
    if (ids.size === 0) return;
    patch((sku) => (ids.has(sku.id) ? { ...sku, checked } : sku));
    await cartApi.check([...ids], checked).catch(refresh);
  };

  const setQty = (sku: CartSku, qty: number | null) => {
    if (qty === null || !Number.isInteger(qty)) return;
    const bounded = Math.min(Math.max(qty, sku.minQty), sku.maxQty);
    const settlePrice = tierPriceFen(
      sku.numberPrices.map((t) => ({ minQty: t.minQty, priceFen: yuanToFen(t.price) })),
      bounded,
      yuanToFen(sku.price),
    );
    patch((s) => (s.id === sku.id ? { ...s, qty: bounded, settlePrice: settlePrice / 100, err: null } : s));
    // quick clicks on the stepper send one change
    clearTimeout(qtyTimers.current.get(sku.id));
    qtyTimers.current.set(
      sku.id,
      setTimeout(() => {
        cartApi.update(sku.id, { qty: bounded }).then(refresh, refresh);
      }, 400),
    );
  };

  const remove = async (ids: string[]) => {
    if (ids.length === 0) {
      message.error(Messages.selectGoods);
      return;
    }
    await cartApi.remove(ids);
    message.success(Messages.cartDeleted);
    await refresh();
  };

  if (!user) {
    return (
      <Empty className={styles.empty} description="登录后查看购物车">
        <Button type="primary" onClick={openLogin}>
          登录
        </Button>
      </Empty>
    );
  }
  if (isPending) return <Skeleton active className={styles.empty} />;
  const all = cartLines(groups ?? []);
  if (!groups || all.length === 0) {
    return (
      <Empty className={styles.empty} description="购物车还是空的">
        <Link to="/market">
          <Button type="primary">去逛逛</Button>
        </Link>
      </Empty>
    );
  }
  const chosen = orderableLines(groups);
  const allChecked = selectable(all).length > 0 && selectable(all).every((s) => s.checked);
  const totalQty = chosen.reduce((n, l) => n + l.qty, 0);
  const short = firstGroupBelowLimit(groups, (group) => amountFen(chosenOf(group)));
  const blockedReason =
    chosen.length === 0
      ? CartCheckoutBlocked.nothingChosen
      : short
        ? CartCheckoutBlocked.belowLimit(short.group.companyName || '供应商', short.limitFen, short.shortFen)
        : null;

  return (
    <div className={styles.cart}>
      <h1 className={styles.heading}>
        购物车 <small>共{all.length}个规格</small>
      </h1>
      <div className={`${styles.row} ${styles.header}`}>
        <Checkbox checked={allChecked} onChange={(e) => void setChecked(all, e.target.checked)}>
          全选
        </Checkbox>
        <span>商品信息</span>
        <span>单价</span>
        <span>数量</span>
        <span>小计</span>
        <span>操作</span>
      </div>
      {groups.map((group) => (
        <GroupCard
          key={`${group.companyId}:${group.market}`}
          group={group}
          onCheck={setChecked}
          onQty={setQty}
          onRemove={(ids) => void remove(ids)}
        />
      ))}
      <div className={styles.bar}>
        <Checkbox checked={allChecked} onChange={(e) => void setChecked(all, e.target.checked)}>
          全选
        </Checkbox>
        <Popconfirm
          title="确定删除选中的商品？"
          onConfirm={() => remove(all.filter((s) => s.checked).map((s) => s.id))}
        >
          <Button type="link">删除选中</Button>
        </Popconfirm>
        <Popconfirm
          title="确定清除失效商品？"
          onConfirm={() => remove(all.filter((s) => s.isException).map((s) => s.id))}
        >
          <Button type="link">清除失效商品</Button>
        </Popconfirm>
        <span className={styles.barTotal}>
          已选 <b data-testid="chosen-qty">{totalQty}</b> 件，合计：
          <span className={styles.total} data-testid="cart-total">
            ¥{formatYuan(amountFen(chosen))}
          </span>
        </span>
        {blockedReason && (
          <span className={styles.blocked} data-testid="checkout-blocked">
            {blockedReason}
          </span>
        )}
        <Button
          type="primary"
          size="large"
          disabled={blockedReason !== null}
          onClick={() => navigate('/order-confirm?from=cart')}
        >
          结算
        </Button>
      </div>
    </div>
  );
}

function GroupCard({
  group,
  onCheck,
  onQty,
  onRemove,
}: {
  group: CartGroup;
  onCheck: (lines: CartSku[], checked: boolean) => void;
  onQty: (sku: CartSku, qty: number | null) => void;
  onRemove: (ids: string[]) => void;
}) {
  const lines = group.cartDoods.flatMap((d) => d.cartSkus);
  const open = selectable(lines);
  const goodsFen = amountFen(chosenOf(group));
  const limitFen = yuanToFen(group.limitPrice);
  const shortFen = limitShortfallFen(goodsFen, limitFen);
  const chosen = open.filter((s) => s.checked);
  return (
    <section className={`${styles.group} ${group.isException ? styles.exception : ''}`} data-testid="cart-group">
      <header className={styles.groupHeader}>
        <Checkbox
          disabled={open.length === 0}
          checked={open.length > 0 && chosen.length === open.length}
          indeterminate={chosen.length > 0 && chosen.length < open.length}
          onChange={(e) => onCheck(lines, e.target.checked)}
        />
        <span className={styles.company}>{group.companyName || '供应商'}</span>
        {group.supplierType === 4 && <Tag color="orange">1688</Tag>}
        {group.market === 0 && group.supplierType !== 4 && <Tag color="blue">内邀</Tag>}
        {supportsDaifa(group) && <Tag color="green">支持代发</Tag>}
        {group.limitPrice > 0 && (
          <span className={shortFen > 0 ? styles.limitShort : styles.limit} data-testid="group-limit">
            起订金额 ¥{group.limitPrice.toFixed(2)}
            {shortFen > 0 && `，${CartCheckoutBlocked.groupShort(shortFen)}`}
          </span>
        )}
        {group.isException && (
          <Tag color="default" data-testid="group-exception">
            失效
          </Tag>
        )}
      </header>
      {group.cartDoods.map((good) => (
        <GoodRows key={good.goodsId} good={good} onCheck={onCheck} onQty={onQty} onRemove={onRemove} />
      ))}
    </section>
  );
}

function GoodRows({
  good,
  onCheck,
  onQty,
  onRemove,
}: {
  good: CartGood;
  onCheck: (lines: CartSku[], checked: boolean) => void;
  onQty: (sku: CartSku, qty: number | null) => void;
  onRemove: (ids: string[]) => void;
}) {
  return (
    <div className={`${styles.good} ${good.isException ? styles.exception : ''}`} data-testid="cart-good">
      <div className={styles.goodInfo}>
        {good.imgUrl ? <img src={good.imgUrl} alt="" width={72} height={72} /> : <span className={styles.noImage} />}
        <div>
          <Link to={detailPath({ id: good.goodsId, tenantId: good.goodsTenantId })} className={styles.goodTitle}>
            {good.title}
          </Link>
          {good.err && (
            <Tag color="red" data-testid="good-err">
              {good.err}
            </Tag>
          )}
          {!good.err && good.isException && <Tag color="red">不可购买</Tag>}
        </div>
      </div>
      {good.cartSkus.map((sku) => (
        <div
          key={sku.id}
          className={`${styles.row} ${styles.sku} ${sku.isException ? styles.skuException : ''}`}
          data-testid="cart-sku"
        >
          <Checkbox
            disabled={sku.isException}
            checked={sku.checked}
            onChange={(e) => onCheck([sku], e.target.checked)}
            aria-label="选择"
          />
          <div className={styles.props}>
            <span>{sku.salesProperties.map((p) => `${p.name}：${p.value}`).join('  ') || '默认规格'}</span>
            {sku.stock !== null && <span className={styles.stock}>库存 {sku.stock}</span>}
            {sku.err && (
              <span className={styles.err} data-testid="sku-err">
                {sku.err}
              </span>
            )}
          </div>
          <div className={styles.price}>
            ¥{sku.settlePrice.toFixed(2)}
            {tierHint(sku) && <div className={styles.tiers}>{tierHint(sku)}</div>}
          </div>
          <InputNumber
            size="small"
            min={sku.minQty}
            max={Math.max(sku.minQty, sku.maxQty)}
            precision={0}
            value={sku.qty}
            disabled={sku.isException}
            onChange={(value) => onQty(sku, value)}
            data-testid="qty-stepper"
            style={{ width: 110 }}
            controls
          />
          <div className={styles.subtotal}>¥{formatYuan(amountFen([sku]))}</div>
          <Popconfirm title="确定删除该商品？" onConfirm={() => onRemove([sku.id])}>
            <Button type="link" size="small">
              删除
            </Button>
          </Popconfirm>
        </div>
      ))}
    </div>
  );
}
