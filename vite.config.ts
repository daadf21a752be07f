import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // maps are written for error reporting but never linked from the bundles, and the server does not
    // serve them in production (issue 10: 11; app.ts registerWebApp)
    sourcemap: 'hidden',
    target: 'es2022',
  },
  server: {
    proxy: { '/graphql': 'http://localhost:3000', '/api': 'http://localhost:3000' },
  },
});
