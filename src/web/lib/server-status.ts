// The status the server answered the page with: http/web-app.ts marks a page request that failed with
// <div id="root" data-status="500"> (404s need no mark: the router shows the not-found screen itself).
const status = typeof document === 'undefined' ? undefined : document.getElementById('root')?.dataset.status;
const failedPath = status === '500' ? window.location.pathname : undefined;

/** True while the browser is still on the page the server failed to serve: the shell shows the error screen. */
export function serverFailed(pathname: string): boolean {
  return failedPath !== undefined && pathname === failedPath;
}
