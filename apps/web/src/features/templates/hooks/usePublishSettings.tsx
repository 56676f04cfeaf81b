import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSettingsShops } from './useSettingsShops.ts';

// the forms (cascader, date picker, tables) load when the settings are first opened
const PlatformSettingsDrawer = lazy(async () => ({
  default: (await import('../PlatformSettingsDrawer.tsx')).PlatformSettingsDrawer,
}));

/**
 * "铺货设置" outside publishing (the account menu): `open` shows the settings drawer of every
 * authorised shop; `element` is the drawer, rendered where the menu's popover cannot unmount it.
 */
export function usePublishSettings(): { open: () => void; element: ReactNode } {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const shops = useSettingsShops(open);
  return {
    open: () => {
      setOpened(true);
      setOpen(true);
    },
    element: opened ? (
      <Suspense fallback={null}>
        <PlatformSettingsDrawer
          open={open && shops.isSuccess}
          shops={shops.data ?? []}
          onClose={() => setOpen(false)}
        />
      </Suspense>
    ) : null,
  };
}
