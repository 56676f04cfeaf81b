import { useQuery } from '@tanstack/react-query';
import { authApi } from './auth.api.ts';

export const APPLICATION_CONFIGURATION_KEY = ['application-configuration'];

/**
 * The server's configuration, read once per page for guests and users alike (the run mode does not
 * change with who is signed in); a sign-in reads it again as the spec's flow does and stores it here.
 */
export function useApplicationConfiguration() {
  return useQuery({
    queryKey: APPLICATION_CONFIGURATION_KEY,
    queryFn: authApi.applicationConfiguration,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
