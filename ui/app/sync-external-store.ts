// React 19 has `useSyncExternalStore` built in: the build points the `use-sync-external-store`
// shim (for React 16 and 17, imported by @xstate/react) here instead (vite.config.ts).
export { useSyncExternalStore } from 'react';
