import type { ThemeConfig } from 'antd';

export const BRAND_COLOUR = '#1662e8';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOUR,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Noto Sans CJK SC', sans-serif",
  },
};

/** The theme without antd's motion: dialogs, drawers and menus appear at once, where they will stay. */
export const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };
