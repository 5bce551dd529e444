import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * What a phone needs to install Bulwark (issue 12). The manifest has one theme colour, so the
 * light and dark ones for the browser's toolbar are `theme-color` meta tags in index.html;
 * these are the light theme's and match Chakra's `bg` token (white, and #09090B when dark).
 */
export const webAppManifest: Partial<ManifestOptions> = {
  name: 'Bulwark Security',
  short_name: 'Bulwark',
  description: 'Monitor breaches, generate passwords and improve your online security.',
  id: '/',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  background_color: '#FFFFFF',
  theme_color: '#FFFFFF',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
