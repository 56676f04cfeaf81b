import type { AnyTemplateDeclaration, LookupEndpoint } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { type SettingsShop, templatesApi } from '../templates.api.ts';

export function useTemplate(declaration: AnyTemplateDeclaration | undefined, shop: SettingsShop) {
  return useQuery({
    queryKey: ['publish-template', declaration?.platform, shop.id],
    enabled: Boolean(declaration),
    staleTime: 0,
    queryFn: ({ signal }) => templatesApi.get(declaration as AnyTemplateDeclaration, shop.id, signal),
  });
}

/** A shop's freight templates or logistics plans; `refetch` is the refresh-templates link. */
export function useLookupOptions(endpoint: LookupEndpoint | undefined, shopId: string) {
  return useQuery({
    queryKey: ['template-lookup', endpoint?.path, shopId],
    enabled: Boolean(endpoint),
    staleTime: 60_000,
    queryFn: ({ signal }) => templatesApi.options(endpoint as LookupEndpoint, shopId, signal),
  });
}
