import {
  CartCheckoutBlocked,
  type CartGood,
  type CartGroup,
  type CartSku,
  firstGroupBelowLimit,
  isAlibabaGood,
  isInvitedGood,
  limitShortfallFen,
  supportsDaifa,
  yuanToFen,
} from '@puhuo/domain';
import { App, Button, Checkbox, Empty, InputNumber, Popconfirm, Skeleton, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatCount, formatYuanAmount, useLocalized } from '../../i18n/index.ts';
import { detailPath } from '../../shared/format.ts';
import { useSession } from '../auth/index.ts';
import { amountFen, cartLines, orderableLines } from './cart.api.ts';
import styles from './cart.module.css';
import { useCart } from './useCart.ts';
import { useCartChecks, useCartQuantity, useRemoveCartLines } from './useCartChanges.ts';

const selectable = (lines: CartSku[]) => lines.filter((s) => !s.isException);
/** the lines of a supplier group chosen for checkout */
const chosenOf = (group: CartGroup) => selectable(group.cartDoods.flatMap((d) => d.cartSkus)).filter((s) => s.checked);

/** a line's amount in yuan for display, from its exact fen */
const amountText = (lines: { settlePrice: number; qty: number }[]) => formatYuanAmount(amountFen(lines) / 100);

function tierHint(sku: CartSku, t: TFunction<'cart'>): string | null {
  if (sku.numberPrices.length === 0) return null;
  return sku.numberPrices
    .map((tier) => t('good.tier', { qty: formatCount(tier.minQty), price: formatYuanAmount(tier.price) }))
    .join('  ');
}

/** The cart (spec doc 1 §2, §4): grouped by supplier company, exceptions marked, bounded steppers. */
export default function CartPage() {
  const { message } = App.useApp();
  const { user, openLogin } = useSession();
  const navigate = useNavigate();
  const { data: groups, isPending } = useCart();
  const { t } = useTranslation(['cart', 'shared']);
  const localize = useLocalized();
  const checks = useCartChecks();
  const setQty = useCartQuantity();
  const removeLines = useRemoveCartLines();

  const setChecked = (lines: CartSku[], checked: boolean) => {
    const ids = selectable(lines).map((l) => l.id);
    if (ids.length === 0) return;
    checks.mutate({ ids, checked });
  };

  const remove = async (ids: string[]) => {
    if (ids.length === 0) {
      message.error(t('shared:selectGoods'));
      return;
    }
    await removeLines.mutateAsync(ids);
    message.success(t('shared:cartDeleted'));
  };

  if (!user) {
    return (
      <Empty className={styles.empty} description={t('page.loginToView')}>
        <Button type="primary" onClick={openLogin}>
          {t('page.login')}
        </Button>
      </Empty>
    );
  }
  if (isPending) return <Skeleton active className={styles.empty} />;
  const all = cartLines(groups ?? []);
  if (!groups || all.length === 0) {
    return (
      <Empty className={styles.empty} description={t('page.empty')}>
        <Link to="/market">
          <Button type="primary">{t('page.goShopping')}</Button>
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
      ? localize(CartCheckoutBlocked.nothingChosen)
      : short
        ? localize(
            CartCheckoutBlocked.belowLimit(
              short.group.companyName || t('group.supplier'),
              short.limitFen,
              short.shortFen,
            ),
          )
        : null;

  return (
    <div className={styles.cart}>
      <h1 className={styles.heading}>
        {t('page.title')} <small>{t('page.skuCount', { skus: formatCount(all.length) })}</small>
      </h1>
      <div className={`${styles.row} ${styles.header}`}>
        <Checkbox checked={allChecked} onChange={(e) => setChecked(all, e.target.checked)}>
          {t('columns.selectAll')}
        </Checkbox>
        <span>{t('columns.goods')}</span>
        <span>{t('columns.unitPrice')}</span>
        <span>{t('columns.qty')}</span>
        <span>{t('columns.subtotal')}</span>
        <span>{t('columns.actions')}</span>
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
        <Checkbox checked={allChecked} onChange={(e) => setChecked(all, e.target.checked)}>
          {t('columns.selectAll')}
        </Checkbox>
        <Popconfirm
          title={t('bar.confirmDeleteSelected')}
          onConfirm={() => remove(all.filter((s) => s.checked).map((s) => s.id))}
        >
          <Button type="link">{t('bar.deleteSelected')}</Button>
        </Popconfirm>
        <Popconfirm
          title={t('bar.confirmClearInvalid')}
          onConfirm={() => remove(all.filter((s) => s.isException).map((s) => s.id))}
        >
          <Button type="link">{t('bar.clearInvalid')}</Button>
        </Popconfirm>
        <span className={styles.barTotal}>
          <Trans
            t={t}
            i18nKey="bar.chosen"
            values={{ qty: formatCount(totalQty) }}
            components={{ qty: <b data-testid="chosen-qty" /> }}
          />
          <span className={styles.total} data-testid="cart-total">
            ¥{amountText(chosen)}
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
          {t('bar.checkout')}
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
  const { t } = useTranslation('cart');
  const localize = useLocalized();
  const limitText = formatYuanAmount(group.limitPrice);
  return (
    <section className={`${styles.group} ${group.isException ? styles.exception : ''}`} data-testid="cart-group">
      <header className={styles.groupHeader}>
        <Checkbox
          disabled={open.length === 0}
          checked={open.length > 0 && chosen.length === open.length}
          indeterminate={chosen.length > 0 && chosen.length < open.length}
          onChange={(e) => onCheck(lines, e.target.checked)}
        />
        <span className={styles.company}>{group.companyName || t('group.supplier')}</span>
        {isAlibabaGood(group) && <Tag color="orange">1688</Tag>}
        {isInvitedGood(group) && !isAlibabaGood(group) && <Tag color="blue">{t('group.invited')}</Tag>}
        {supportsDaifa(group) && <Tag color="green">{t('group.dropshipping')}</Tag>}
        {group.limitPrice > 0 && (
          <span className={shortFen > 0 ? styles.limitShort : styles.limit} data-testid="group-limit">
            {shortFen > 0
              ? t('group.minimumOrderShort', {
                  amount: limitText,
                  short: localize(CartCheckoutBlocked.groupShort(shortFen)),
                })
              : t('group.minimumOrder', { amount: limitText })}
          </span>
        )}
        {group.isException && (
          <Tag color="default" data-testid="group-exception">
            {t('group.invalid')}
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
  const { t } = useTranslation('cart');
  const localize = useLocalized();
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
              {localize(good.err)}
            </Tag>
          )}
          {!good.err && good.isException && <Tag color="red">{t('good.unavailable')}</Tag>}
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
            aria-label={t('good.select')}
          />
          <div className={styles.props}>
            <span>
              {sku.salesProperties.map((p) => t('good.property', { name: p.name, value: p.value })).join('  ') ||
                t('good.defaultSku')}
            </span>
            {sku.stock !== null && (
              <span className={styles.stock}>{t('good.stock', { stock: formatCount(sku.stock) })}</span>
            )}
            {sku.err && (
              <span className={styles.err} data-testid="sku-err">
                {localize(sku.err)}
              </span>
            )}
          </div>
          <div className={styles.price}>
            ¥{formatYuanAmount(sku.settlePrice)}
            {tierHint(sku, t) && <div className={styles.tiers}>{tierHint(sku, t)}</div>}
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
          <div className={styles.subtotal}>¥{amountText([sku])}</div>
          <Popconfirm title={t('good.confirmDelete')} onConfirm={() => onRemove([sku.id])}>
            <Button type="link" size="small">
              {t('good.delete')}
            </Button>
          </Popconfirm>
        </div>
      ))}
    </div>
  );
}
