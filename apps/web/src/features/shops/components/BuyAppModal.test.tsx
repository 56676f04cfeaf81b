import { type BuyApp, StationType } from '@puhuo/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shops } from '../../../i18n/locales/zh-CN/shops.ts';
import { fakeServer, json } from '../../../testing/fake-server.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { shopQueries } from '../shops.queries.ts';
import BuyAppModal, { type BuyAppStep } from './BuyAppModal.tsx';

/** GET /api/shop/buyapp of a tenant that ordered the buyer app and authorised a 1688 account. */
const orderedBuyApp: BuyApp = {
  accountName: '蓝海采购',
  authorizationTimeOut: '2031-01-01T00:00:00.000Z',
  isOrdered: true,
  isExpired: false,
  time: 365,
};

/** The 1688 record of GET /api/shop/platforms (ShopService.platforms). */
const alibaba = {
  value: StationType.Alibaba,
  label: '1688',
  name: 'alibaba',
  isOnline: true,
  interfaceCost: null,
  backCost: null,
  platformFee: null,
  freeTrialDays: null,
  addShopFreeTrialDays: null,
  freeToUse: false,
  offersGoodsOrOrderChoice: false,
  authorization: 'oauth',
  authorizePath: '/shop/authorize',
  appAuthorizationUrl: 'http://localhost:3000/sandbox/alibaba/market',
  credentialsHelpUrl: null,
  outsideGoodsUrl: null,
  printer: null,
};

/** The buyer-app modal on a step, the server saying whether 1688 password-free payment is on. */
async function openBuyAppModal(step: BuyAppStep, canProtocolPay: boolean) {
  const server = fakeServer({
    'GET /api/shop/buyapp': json(orderedBuyApp),
    'GET /api/shop/platforms': json({ items: [alibaba] }),
    'GET /api/purchase-order/pay/protocol-pay-status': json({ canProtocolPay }),
  });
  const noop = () => undefined;
  const { queryClient } = renderInApp(<BuyAppModal open step={step} onStep={noop} onClose={noop} onAuthorize={noop} />);
  // the modal has heard whether password-free payment is on
  await waitFor(() => expect(queryClient.getQueryState(shopQueries.protocolPay().queryKey)?.status).toBe('success'));
  expect(server.to('GET /api/purchase-order/pay/protocol-pay-status')[0]?.query.get('supplierType')).toBe('4');
}

/** The titles of the modal's steps, in order. */
const stepTitles = () =>
  [...document.querySelectorAll('.ant-steps-item .ant-steps-item-title')].map((title) => title.textContent);

describe('the buyer-app modal (spec §4)', () => {
  it('should hide step 2, password-free payment, when it is already enabled', async () => {
    await openBuyAppModal(1, true);

    await waitFor(() => expect(stepTitles()).toEqual([shops.buyApp.orderStep, shops.buyApp.authorizeStep]));
    expect(screen.queryByText(shops.buyApp.payStep)).toBeNull();
  });

  it('should show step 2, password-free payment, when it is not enabled yet', async () => {
    await openBuyAppModal(1, false);

    expect(stepTitles()).toEqual([shops.buyApp.orderStep, shops.buyApp.authorizeStep, shops.buyApp.payStep]);
  });

  it('should be done once the account is authorised when password-free payment is already enabled', async () => {
    // a successful buyer authorisation moves the modal to step 2
    await openBuyAppModal(2, true);

    expect(await screen.findByText(shops.buyApp.ready)).toBeTruthy();
    expect(screen.queryByText(shops.buyApp.payEnabled)).toBeNull();
  });
});
