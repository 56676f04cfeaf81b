/** Where the workbench shows 我的铺货. */
export const LISTINGS_PATH = '/workbench/listings';
