import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen.tsx';

/** The error element of every route (see router.tsx): an unknown address goes to /404, anything else to the error screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to="/404" replace />;
  return <ErrorScreen error={error} />;
}
