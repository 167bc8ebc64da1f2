import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CardActionProvider } from '../components/ui/card-action';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { i18n } from '../i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { CardHeart, CardHeartsSource } from './card-heart';
import { ErrorFallback } from './error-fallback';
import { seedInitialData } from './initial-data';

/**
 * In the browser the first answers are read from the page; the server's renderer (entry-server.tsx) brings
 * its own query client, which it fills while it draws, and the texts of the language it draws in.
 */
export function AppProvider({ children, client, texts = i18n }: { children: ReactNode; client?: QueryClient; texts?: typeof i18n }) {
  const [queryClient] = useState(() => {
    if (client) return client;
    const created = createQueryClient();
    seedInitialData(created);
    return created;
  });
  return (
    <I18nextProvider i18n={texts}>
      <ErrorBoundary fallback={<ErrorFallback />} onError={(error) => console.error(error)}>
        <QueryClientProvider client={queryClient}>
          <CardActionProvider value={CardHeart}>
            {children}
            <CardHeartsSource />
          </CardActionProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
