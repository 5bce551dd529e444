import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { system } from './system';

interface UiProviderProps {
  emotionCache: EmotionCache;
  children: ReactNode;
}

export function UiProvider({ emotionCache, children }: UiProviderProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
