import type { Translation } from '../../translation.ts';
import type { cart as zh } from '../zh-CN/cart.ts';

/** The cart screens' words in English (en-US). */
export const cart: Translation<typeof zh> = {
  page: {
    loginToView: 'Log in to view your cart',
    login: 'Log in',
    empty: 'Your cart is empty',
    goShopping: 'Go shopping',
    title: 'Cart',
    skuCount: 'SKUs: {{skus}}',
  },
  columns: {
    selectAll: 'Select all',
    goods: 'Product information',
    unitPrice: 'Unit price',
    qty: 'Quantity',
    subtotal: 'Subtotal',
    actions: 'Actions',
  },
  bar: {
    confirmDeleteSelected: 'Delete the selected goods?',
    deleteSelected: 'Delete selected',
    confirmClearInvalid: 'Clear the invalid goods?',
    clearInvalid: 'Clear invalid goods',
    chosen: 'Selected <qty>{{qty}}</qty> pcs, total: ',
    checkout: 'Check out',
  },
  group: {
    supplier: 'Supplier',
    invited: 'Internal invite',
    dropshipping: 'Dropshipping supported',
    minimumOrder: 'Minimum order ¥{{amount}}',
    minimumOrderShort: 'Minimum order ¥{{amount}}, {{short}}',
    invalid: 'Invalid',
  },
  good: {
    unavailable: 'Not available for purchase',
    select: 'Select',
    defaultSku: 'Default specification',
    property: '{{name}}: {{value}}',
    stock: 'Stock {{stock}}',
    tier: '≥{{qty}} pcs ¥{{price}}',
    confirmDelete: 'Delete this item?',
    delete: 'Delete',
  },
};
