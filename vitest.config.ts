import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './scripts/longest-first-sequencer';

export default defineConfig({
  test: {
    projects: ['contracts', 'functions', 'web', 'scripts'],
    sequence: { sequencer: LongestFirstSequencer },
  },
});
