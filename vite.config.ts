import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Paths the app proxies to the fake API (fake-api/server.ts serves them). */
export const apiPaths = ['/v3', '/vx', '/resource', '/img', '/video', '/_control', '/beacon'];

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
const proxy = Object.fromEntries(apiPaths.map((p) => [p, { target: apiTarget, changeOrigin: true }]));

export default defineConfig({
  root: 'ui',
  publicDir: false,
  plugins: [react()],
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: false, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), proxy },
  build: { outDir: '../dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
});
