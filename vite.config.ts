import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The browser app. `npm start` builds it into dist/ and the Node server serves it.
// In development (`npm run dev`) Vite proxies /api to the server on API_PORT (default 3000).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`,
    },
  },
});
