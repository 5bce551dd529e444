/**
 * Vite's `import.meta.glob`, which vitest compiles in the tests that use it (the callable access
 * matrix finds each feature's spec so). Declared here because functions do not depend on Vite.
 */
interface ImportMeta {
  glob<T>(pattern: string, options: { eager: true; import: string }): Record<string, T>;
}
