import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { callMethods } from './build/call-methods.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), callMethods(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/api': { target: 'http://localhost:3000', ws: true } } },
});
