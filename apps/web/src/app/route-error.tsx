import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback';

/** The router's errorElement: a failed page (or a chunk that would not load) gets the same fallback. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorFallback />;
}
