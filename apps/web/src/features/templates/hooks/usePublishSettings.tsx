import { lazy, type ReactNode, Suspense, useState } from 'react';

// the shop list and the forms (cascader, date picker, tables) load when the settings are first opened
const SettingsOfAllShops = lazy(() => import('./SettingsOfAllShops.tsx'));

/**
 * "铺货设置" outside publishing (the account menu): `open` shows the settings drawer of every
 * authorised shop; `element` is the drawer, rendered where the menu's popover cannot unmount it.
 */
export function usePublishSettings(): { open: () => void; element: ReactNode } {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return {
    open: () => {
      setOpened(true);
      setOpen(true);
    },
    element: opened ? (
      <Suspense fallback={null}>
        <SettingsOfAllShops open={open} onClose={() => setOpen(false)} />
      </Suspense>
    ) : null,
  };
}
