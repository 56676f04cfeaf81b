import { lazy } from 'react';

/** What other features use of the templates feature (they import it only through this file). */
export { usePublishSettings } from './hooks/usePublishSettings.tsx';
export type { PlatformSettingsProps } from './PlatformSettingsDialog.tsx';
export type { SettingsShop } from './templates.api.ts';

/**
 * The platform settings drawer of some shops (the publish dialog's 铺货设置). Its forms (cascader, date
 * picker, tables) load when it is first drawn: render it inside a Suspense.
 */
export const PlatformSettingsDrawer = lazy(async () => ({
  default: (await import('./PlatformSettingsDrawer.tsx')).PlatformSettingsDrawer,
}));
