/**
 * The only module that reads `import.meta.env`. The client needs no VITE_ variables today:
 * auth, callables and the event stream are same-origin, so nothing here can be misconfigured.
 */
export const env = {
  isDevelopment: import.meta.env.DEV,
  isTest: import.meta.env.MODE === 'test',
} as const;
