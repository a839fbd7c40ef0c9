import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';

// Two projects: the node code shares one module graph per worker (no per-file isolation: these
// files keep no global state between them), and the React views run isolated, each file in its
// own jsdom or node environment as it declares, in worker threads: a thread starts with less CPU
// than a forked process (the views' files: about 176 CPU seconds against 195 in forks).
const nodeCode = [
  'domain/**/*.test.ts',
  'api/**/*.test.ts',
  'machines/**/*.test.ts',
  'runtime/**/*.test.ts',
  'fake-api/**/*.test.ts',
  'fixtures/**/*.test.ts',
  'scenarios/**/*.test.ts',
  'property-tests/**/*.test.ts',
  'scripts/**/*.test.ts',
];

export default defineConfig({
  plugins: [react()],
  test: {
    // One worker per core: vitest's default leaves one core to its own main process, which only
    // waits, so on two cores the files ran one at a time.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: nodeCode,
          environment: 'node',
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['ui/**/*.test.{ts,tsx}'],
          setupFiles: ['ui/test-setup.ts'],
          environment: 'node',
          pool: 'threads',
          isolate: true,
        },
      },
    ],
  },
});
