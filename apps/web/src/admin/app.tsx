import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { connectSession } from './api/session';
import { createAdminRouter } from './router';

const queryClient = createQueryClient();
connectSession(queryClient);
const router = createAdminRouter();

export function AdminApp() {
  // The browser tests wait for `#root[data-app="ready"]` before they act, as on the shop's pages.
  useEffect(() => document.getElementById('root')?.setAttribute('data-app', 'ready'), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
