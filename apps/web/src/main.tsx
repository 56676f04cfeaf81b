import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/index.ts';
import { App } from './app/App.tsx';
import { applicationContainer } from './app/first-screen.ts';
import { queryClient } from './app/query-client.ts';
import { authApi } from './features/auth/auth.api.ts';
import { APPLICATION_CONFIGURATION_KEY } from './features/auth/useApplicationConfiguration.ts';

/** how long the first paint waits for the configuration (the run mode the top bar shows) */
const CONFIGURATION_WAIT_MS = 1_500;

const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root element');
// the top bar is drawn once with the run mode in it, so nothing in it moves when the answer comes
await Promise.race([
  queryClient.prefetchQuery({ queryKey: APPLICATION_CONFIGURATION_KEY, queryFn: authApi.applicationConfiguration }),
  new Promise((resolve) => setTimeout(resolve, CONFIGURATION_WAIT_MS)),
]);
createRoot(applicationContainer(root)).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
