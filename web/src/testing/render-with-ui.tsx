import createCache from '@emotion/cache';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { UiProvider } from '@/components/ui/provider';
import { createQueryClient } from '@/lib/query-client';

/**
 * Chakra, the theme and the app's kind of query client (forms run their writes as mutations):
 * for shared components that need no store or router.
 */
export function renderWithUi(ui: ReactNode): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider defaultTheme="light">
        <UiProvider emotionCache={createCache({ key: 'css' })}>{ui}</UiProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, user };
}
