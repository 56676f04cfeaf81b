export * from './constants.ts';
export * from './errors.ts';
export * from './goods.ts';
export * from './identity.ts';
export * from './messages.ts';
export * from './paging.ts';
export * from './price.ts';
export * from './stations.ts';
