import { findStation, formatYuan } from '@puhuo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * The Fastify route of a goods page template and where its listing id is read: `/goods.html?goods_id={id}`
 * is the path `/goods.html` with the id in `goods_id`, `/offer/{id}.html` the path `/offer/:id.html`.
 */
export function goodsPageRoute(template: string): { path: string; listingId(request: FastifyRequest): string } {
  const [pathPart = '', queryPart] = template.split('?');
  const queryKey = queryPart ? new URLSearchParams(queryPart.replaceAll('{id}', '')).keys().next().value : undefined;
  if (queryKey) {
    return {
      path: pathPart,
      listingId: (request) => String((request.query as Record<string, unknown>)[queryKey] ?? ''),
    };
  }
  return {
    path: pathPart.replace('{id}', ':id'),
    listingId: (request) => String((request.params as Record<string, unknown>).id ?? ''),
  };
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
  if (!kit.platform.goodsPage) return;
  // one listing's public page, at the real platform's path: where a distributor checks what was published
  const goodsPage = goodsPageRoute(kit.platform.goodsPage);
  scope.get(goodsPage.path, async (request, reply) => {
    const listing = kit.core.state.listing(kit.platform.name, goodsPage.listingId(request));
    const shop = listing ? kit.core.state.shop(kit.platform.name, listing.shopId) : undefined;
    const body = listing
      ? `${shop ? `<p class="muted">${escapeHtml(shop.shopName)}</p>` : ''}<div class="goods">${listingCard(listing)}</div>`
      : '<div class="card"><h1>商品不存在</h1></div>';
    return reply
      .status(listing ? 200 : 404)
      .type('text/html')
      .send(sandboxPage({ title: listing?.title ?? '商品不存在', platformLabel: label, body }));
  });
}
