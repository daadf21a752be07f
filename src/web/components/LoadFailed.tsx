// A screen whose data could not load (spec §2.18 error state, decision 0020): announced, with the one
// action that helps, trying again.
import { EmptyState } from './EmptyState.js';

export function LoadFailed({ title, retry, onRetry }: { title: string; retry: string; onRetry: () => void }) {
  return (
    <EmptyState
      alert
      title={title}
      action={
        <button type="button" className="button" onClick={onRetry}>
          {retry}
        </button>
      }
    />
  );
}
