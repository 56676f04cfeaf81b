import { TENANT_SETTINGS_CHANGED, type TenantSetting, type TenantSettingsChange } from '@puhuo/domain';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '../api/realtime.ts';
import { SESSION_KEY } from '../features/auth/session/SessionProvider.tsx';

/**
 * What each per-tenant setting is read under. A publish template is only marked stale, not read
 * again at once: a window with the form open keeps what its user is typing, and reads the saved
 * template when the form opens next.
 */
const READ_AGAIN: Record<TenantSetting, { keys: QueryKey[]; keepOpenForms?: boolean }> = {
  messageSwitches: { keys: [['messages', 'switch']] },
  recommendCategories: { keys: [['recommend-categories']] },
  sellingMultiple: { keys: [['my-purchase-price']] },
  publishTemplates: { keys: [['publish-template']], keepOpenForms: true },
  profile: { keys: [SESSION_KEY] },
};

/** Every open window of a tenant follows a setting changed in another (realtime TenantSettingsChanged). */
export function TenantSettingsSync(): null {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.on(TENANT_SETTINGS_CHANGED, (data) => {
        const { setting } = data as TenantSettingsChange;
        const target = READ_AGAIN[setting];
        if (!target) return;
        for (const queryKey of target.keys) {
          void queryClient.invalidateQueries({ queryKey, refetchType: target.keepOpenForms ? 'none' : 'active' });
        }
      }),
    [queryClient],
  );
  return null;
}
