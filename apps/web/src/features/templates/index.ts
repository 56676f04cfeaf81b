export { usePublishSettings } from './hooks/usePublishSettings.tsx';
export { PlatformSettingsDialog, type PlatformSettingsProps } from './PlatformSettingsDialog.tsx';
export { PlatformSettingsDrawer } from './PlatformSettingsDrawer.tsx';
export type { SettingsShop } from './templates.api.ts';
