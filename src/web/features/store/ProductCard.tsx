// One product in a store list: its picture, name and price, the whole card one link to its page.
import { Link } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import type { ProductFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useMoney } from './money.js';
import { productImageUrl } from './product-images.js';

export function ProductCard({ product, headingLevel = 3 }: { product: ProductFieldsFragment; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const money = useMoney();
  return (
    <li className="product-card">
      <img src={productImageUrl(product.imageKey)} alt="" width={320} height={240} loading="lazy" />
      <Heading className="product-card-name">
        <Link to={getHref('StoreProduct', locale, { id: product.slug })}>{product.name}</Link>
      </Heading>
      <p className="product-card-price">{money(product.price)}</p>
    </li>
  );
}
