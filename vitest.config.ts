import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'domain/**/*.test.ts',
      'api/**/*.test.ts',
      'machines/**/*.test.ts',
      'ui/**/*.test.{ts,tsx}',
      'fake-api/**/*.test.ts',
      'fixtures/**/*.test.ts',
      'scenarios/**/*.test.ts',
      'property-tests/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
