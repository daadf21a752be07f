// An empty store list or basket: what is missing, and the way to the store.
import { Link } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { EmptyState } from '../../components/EmptyState.js';
import { useLocale } from '../../lib/locale-context.js';

export function ShopPrompt({ title, body, action }: { title: string; body: string; action: string }) {
  const locale = useLocale();
  const store = (
    <Link className="button" to={getHref('Store', locale)}>
      {action}
    </Link>
  );
  return (
    <EmptyState title={title} action={store}>
      {body}
    </EmptyState>
  );
}
