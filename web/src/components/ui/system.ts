import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    // Native controls and scrollbars follow the theme class the theme provider sets on <html>.
    html: { colorScheme: 'light' },
    'html.dark': { colorScheme: 'dark' },
    body: { bg: 'bg', color: 'fg' },
  },
});

/** Chakra's default tokens and recipes; the semantic tokens read the `.dark` class on <html>. */
export const system = createSystem(defaultConfig, config);
