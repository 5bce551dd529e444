import createCache from '@emotion/cache';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { UiProvider } from '@/components/ui/provider';

/** Chakra and the theme only: for shared components that need no store or router. */
export function renderWithUi(ui: ReactNode): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const result = render(
    <ThemeProvider defaultTheme="light">
      <UiProvider emotionCache={createCache({ key: 'css' })}>{ui}</UiProvider>
    </ThemeProvider>,
  );
  return { ...result, user };
}
