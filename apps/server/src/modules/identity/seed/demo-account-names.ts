/** The demo distributor's names, as demo data holds them (Chinese, like the demo catalogue's). */
export const DEMO_COMPANY_NAME = '演示分销商贸易有限公司';
export const DEMO_WECHAT_NICKNAME = '演示分销商（微信）';
