import { PlatformSettingsDrawer } from '../PlatformSettingsDrawer.tsx';
import { useSettingsShops } from './useSettingsShops.ts';

/** The settings drawer over every authorised shop that keeps a template (loaded on first open). */
export default function SettingsOfAllShops({ open, onClose }: { open: boolean; onClose: () => void }) {
  const shops = useSettingsShops(open);
  return <PlatformSettingsDrawer open={open && shops.isSuccess} shops={shops.data ?? []} onClose={onClose} />;
}
