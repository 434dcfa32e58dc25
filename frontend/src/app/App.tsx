import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/lib/queryClient';
import { Toaster } from '@/lib/toast';
import { createAppRouter } from './router';

/**
 * Providers around the router: data loading and toasts. Radix tooltips are not used in the shell; a screen
 * that adds some wraps itself in TooltipProvider from components/ui/TooltipProvider (spec delays), which
 * keeps the tooltip's positioning code out of the first download.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
