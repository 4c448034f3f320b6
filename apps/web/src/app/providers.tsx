import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { clearRetryCounts, showRecoveredToast } from '@/components/ui/load-error';
import { createQueryClient } from '@/lib/query-client';

function onRecovered() {
  clearRetryCounts();
  showRecoveredToast();
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient(onRecovered));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
