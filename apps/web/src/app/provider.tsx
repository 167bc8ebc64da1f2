import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CardActionProvider } from '../components/ui/card-action';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { i18n } from '../i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { CardHeart, CardHeartsSource } from './card-heart';
import { ErrorFallback } from './error-fallback';
import { seedInitialData, type InitialData } from './initial-data';

/** `initialData` is the server's (entry-server.tsx); in the browser it is read from the page. */
export function AppProvider({ children, initialData }: { children: ReactNode; initialData?: InitialData }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedInitialData(client, initialData);
    return client;
  });
  return (
    <I18nextProvider i18n={i18n}>
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
