import type { Translation } from '../../translation.ts';
import type { templates as zh } from '../zh-CN/templates.ts';

/** The templates screens' words in English (en-US). */
export const templates: Translation<typeof zh> = {
  settings: {
    title: 'Publish settings',
    save: 'Save',
    saveSettings: 'Save settings',
    cancel: 'Cancel',
    chooseShop: 'Choose a shop',
    noShops: 'No authorised shops yet',
    loadFailed: 'Failed to load the publish settings',
    retry: 'Retry',
  },
  shop: {
    unknownPlatform: 'Unknown platform',
    optionLabel: '{{name}} ({{platform}})',
  },
  field: {
    help: 'About {{label}}',
    selectPlaceholder: 'Please select {{label}}',
    refreshTemplates: 'Refresh templates',
  },
  categoryFor: {
    label: 'For goods category',
    help: 'The manually chosen platform category is used only for goods of this category; other goods are published with smart matching',
    extra: 'Goods of other categories are published with smart matching',
    placeholder: 'Select the goods category it applies to',
  },
  category: {
    placeholder: 'Select a category',
    loadFailed: 'Categories failed to load. Open the list again to retry.',
  },
  brand: {
    search: 'Search brands',
    chooseCategoryFirst: 'Select a category first',
    none: 'No brands',
    add: 'Add brand',
    remove: 'Remove brand',
  },
  price: {
    groupPrice: 'Group price',
    salePrice: 'Unit price',
    singlePrice: 'Single-buy price',
    marketPrice: 'Market price',
    supplyPriceTimes: '= supply price ×',
    groupPricePlus: '= group price +',
    highestSinglePricePlus: '= highest single-buy price +',
    rounding: 'Price rounding',
  },
  preview: {
    incomplete: 'Complete the price formula to see a price preview',
    title: 'Price preview: {{title}}',
    marketPrice: ' (market price {{price}} yuan)',
    spec: 'Specification',
    defaultSpec: 'Default',
    supplyPrice: 'Supply price (yuan)',
    groupPrice: 'Group price (yuan)',
    singlePrice: 'Single-buy price (yuan)',
    salePrice: 'Unit price (yuan)',
    margin: 'Profit (yuan)',
    loss: ' (loss)',
  },
};
