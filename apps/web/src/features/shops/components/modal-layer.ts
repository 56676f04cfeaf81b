/** The shop modals open from the "我的店铺" drawer as well: they sit above it. */
export const MODAL_Z_INDEX = 1100;
