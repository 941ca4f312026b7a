import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastArea } from '@/components/ui/ToastArea';
import { useAuthStorageSync } from '@/features/account';
import { createQueryClient } from './query-client';
import { SiteSessionProvider } from './site-session';

function AuthStorageSync() {
  useAuthStorageSync();
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthStorageSync />
      <SiteSessionProvider>{children}</SiteSessionProvider>
      <ToastArea />
    </QueryClientProvider>
  );
}
