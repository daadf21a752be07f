// The page shell before the language's texts are in: the same skeleton index.html carries (the
// header's two rows at their fixed heights, the logo in the navbar, a spinner in the content), so the
// first paint does not wait for the app, and the page does not blank out between that paint and the
// shell (decisions 1402, 0018). No text: no language yet.
import { PawPrint } from '../../components/PawPrint.js';

export function ShellSkeleton() {
  return (
    <div className="page" aria-busy="true">
      <header className="site-header">
        <div className="locale-header">
          <div className="locale-header-inner" />
        </div>
        <div className="navbar">
          <div className="navbar-inner">
            <svg
              className="skeleton-logo"
              role="img"
              aria-label="Pawport"
              xmlns="http://www.w3.org/2000/svg"
              viewBox="0 0 160 40"
              width="128"
              height="32"
            >
              <PawPrint />
              <text x="40" y="28" fontFamily="system-ui, sans-serif" fontSize="22" fontWeight="700" fill="#0b4f71">
                Pawport
              </text>
            </svg>
          </div>
        </div>
      </header>
      <main className="content">
        <div className="loading-indicator">
          <span className="spinner" />
        </div>
      </main>
    </div>
  );
}
