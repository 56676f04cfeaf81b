import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreen } from './build/first-screen.ts';
import { precompress } from './build/precompress.ts';

/** a route's screen: `features/market/MarketPage.tsx` */
const ROUTE_PAGE = /\/([A-Z]\w*Page)\.tsx$/;

export default defineConfig({
  plugins: [react(), firstScreen(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/connect': 'http://localhost:3000',
      '/images': 'http://localhost:3000',
      '/health': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
      '^/(shop|jd)/authorize': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // dozens of chunks of a few hundred bytes (icons, query keys, contexts) each cost a request, and a
        // round trip on a slow network: those without side effects are merged up to 20 KB
        experimentalMinChunkSize: 20_000,
        // a chunk that merged several route pages is named after its first, as a single page's chunk is
        // (the network panel and the lost-chunk journey look for MarketPage-*.js)
        chunkFileNames: (chunk) => {
          const page = chunk.facadeModuleId
            ? undefined
            : chunk.moduleIds.map((id) => ROUTE_PAGE.exec(id)?.[1]).find(Boolean);
          return `assets/${page ?? '[name]'}-[hash].js`;
        },
        manualChunks: {
          react: ['react', 'react-dom', 'react-router'],
        },
      },
    },
  },
});
