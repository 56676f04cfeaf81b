import { findStation, formatYuan } from '@puhuo/domain';
import type { FastifyInstance } from 'fastify';
import type { PlatformKit } from '../sandbox-core.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { escapeHtml, formatTime, sandboxPage } from './html.ts';

const STATUS_LABELS: Record<ListingRecord['status'], string> = {
  onSale: '在售',
  warehouse: '仓库中',
  reviewing: '审核中',
};

function priceRange(listing: ListingRecord): string {
  const prices = listing.skus.map((s) => s.priceFen);
  if (prices.length === 0) return '';
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? `¥${formatYuan(min)}` : `¥${formatYuan(min)}~${formatYuan(max)}`;
}

function listingCard(listing: ListingRecord): string {
  const skus = listing.skus
    .map(
      (s) =>
        `<tr><td>${escapeHtml(s.specs.map((p) => p.value).join(' / ') || '默认')}</td><td>¥${formatYuan(s.priceFen)}${
          s.groupPriceFen ? ` <span class="muted">拼单¥${formatYuan(s.groupPriceFen)}</span>` : ''
        }</td><td>${s.stock}</td></tr>`,
    )
    .join('');
  return `<div class="card" data-listing-id="${escapeHtml(listing.listingId)}">
${listing.images[0] ? `<img src="${escapeHtml(listing.images[0])}" alt="">` : ''}
<p><span class="tag ${listing.status === 'onSale' ? '' : 'off'}">${STATUS_LABELS[listing.status]}</span> <b>${escapeHtml(listing.title)}</b></p>
<p class="price">${priceRange(listing)}</p>
<table><tr><th>规格</th><th>价格</th><th>库存</th></tr>${skus}</table>
<p class="muted">商品ID ${escapeHtml(listing.listingId)} · ${formatTime(listing.createdAt)}</p></div>`;
}

/** A shop's storefront: what was published to it, newest first. */
export function registerStorefront(scope: FastifyInstance, kit: PlatformKit): void {
  const label = findStation(kit.platform.station)?.label ?? kit.platform.name;
  scope.get<{ Params: { shopId: string } }>('/store/:shopId', async (request, reply) => {
    const shop = kit.core.state.shop(kit.platform.name, request.params.shopId);
    const listings = kit.core.listings.list(kit.platform.name, request.params.shopId);
    const body = shop
      ? `<div class="card"><h1>${escapeHtml(shop.shopName)}</h1><p class="muted">店铺ID ${escapeHtml(shop.shopId)} · 共${listings.length}件商品</p></div>
${listings.length === 0 ? '<div class="card"><p>店铺还没有商品</p></div>' : `<div class="goods">${[...listings].reverse().map(listingCard).join('')}</div>`}`
      : '<div class="card"><h1>店铺不存在</h1></div>';
    return reply
      .status(shop ? 200 : 404)
      .type('text/html')
      .send(sandboxPage({ title: shop?.shopName ?? '店铺不存在', platformLabel: label, body, wide: true }));
  });
}
