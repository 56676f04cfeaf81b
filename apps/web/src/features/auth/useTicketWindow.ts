import { useCallback } from 'react';
import { authApi } from './auth.api.ts';

/**
 * Opens a page of this app in a new window, signed in there through a one-time ticket (spec doc 1 §7:
 * "a new window with a redirect and a one-time ticket"); the page's ticket login takes the ticket out
 * of the address (SessionProvider). The window opens at the click, before the ticket is asked for:
 * browsers allow pop-ups only straight from a click.
 */
export function useTicketWindow(): (path: string) => Promise<void> {
  return useCallback(async (path: string) => {
    const opened = window.open('about:blank', '_blank');
    try {
      const { ticket } = await authApi.authTicket();
      const url = new URL(path, window.location.origin);
      url.searchParams.set('ticket', ticket);
      const address = `${url.pathname}${url.search}${url.hash}`;
      if (opened) opened.location.href = address;
      else window.location.href = address;
    } catch {
      // the API client said why
      opened?.close();
    }
  }, []);
}
