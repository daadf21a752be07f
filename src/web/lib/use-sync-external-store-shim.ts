// react-i18next imports `use-sync-external-store/shim`, the stand-in for React before 18; on React 19 that
// package only hands React's own hook through, so the build points the import here (vite.config.ts) and
// the stand-in's code stays off the first page (issue 12: P5).
export { useSyncExternalStore } from 'react';
