import { MessagesEnUS } from '@puhuo/domain';
import { auth } from './auth.ts';
import { cart } from './cart.ts';
import { collect } from './collect.ts';
import { common } from './common.ts';
import { detail } from './detail.ts';
import { distribution } from './distribution.ts';
import { errors } from './errors.ts';
import { finance } from './finance.ts';
import { layout } from './layout.ts';
import { legal } from './legal.ts';
import { listings } from './listings.ts';
import { market } from './market.ts';
import { orders } from './orders.ts';
import { publishing } from './publishing.ts';
import { results } from './results.ts';
import { search } from './search.ts';
import { shops } from './shops.ts';
import { subscriptions } from './subscriptions.ts';
import { suppliers } from './suppliers.ts';
import { templates } from './templates.ts';
import { workbench } from './workbench.ts';

/** Every namespace of the web's words in English (en-US); `shared` holds the messages the server says too. */
export const enUS = {
  shared: MessagesEnUS,
  auth,
  cart,
  collect,
  common,
  detail,
  distribution,
  errors,
  finance,
  layout,
  legal,
  listings,
  market,
  orders,
  publishing,
  results,
  search,
  shops,
  subscriptions,
  suppliers,
  templates,
  workbench,
};
