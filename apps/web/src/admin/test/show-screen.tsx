import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { StaffMe, StaffPermission } from '@shop/shared';
import { connectSession, sessionKeys } from '../api/session';
import { adminI18n } from '../i18n/i18n';

/** A manager signed in with `permissions`, as the session answer gives them. */
export const signedIn = (permissions: StaffPermission[]): StaffMe => ({
  id: '5b0c3f0e-4a8e-4b8e-9a3c-0c6f3b1e2d4a',
  email: 'manager@bazar.test',
  name: 'Nusrat Manager',
  role: 'manager',
  permissions,
  csrf_token: 'csrf-of-this-session',
});

/** The address's query as the screen left it, for a test to read (`getByTestId('address')`). */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/**
 * A back-office screen at `path`, matched by `route`, for staff member `me`, in the back office's own texts (call
 * `initAdminI18n` once before), with the address it keeps shown beside it. Its calls go to `fetch`, which the test mocks.
 */
export function showScreen(me: StaffMe, route: string, path: string, screen: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  connectSession(client);
  client.setQueryData(sessionKeys.me, me);
  render(
    <I18nextProvider i18n={adminI18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={<>{screen}<Address /></>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
