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
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
            // the password estimator's code and dictionaries (issue 10: 6): loaded by the password screens
            // only, through a dynamic import; named so a test can tell they stay off the first page
            { name: 'password-estimator', test: /node_modules[\\/]@zxcvbn-ts[\\/]core[\\/]/ },
            { name: 'password-dictionary-common', test: /node_modules[\\/]@zxcvbn-ts[\\/]language-common[\\/]/ },
            {
              name: 'password-dictionary-en',
              test: /node_modules[\\/]@zxcvbn-ts[\\/](language-en|dictionary-compression)[\\/]/,
            },
            {
              name: 'form-kit',
              test: /src[\\/]web[\\/]components[\\/]form[\\/](use-domain-form|form-errors|Form|Field|FieldError|ErrorSummary|FormAlert|MessageText|InputField|PasswordField|PasswordInput)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/graphql': 'http://localhost:3000', '/api': 'http://localhost:3000' },
  },
});
