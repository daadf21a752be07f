// The store's data: products of a category, one product, and the basket, each with its loading state.
import { useCallback } from 'react';
import type { ProductCategory } from '../../../domain/store/catalog.js';
import type { BasketFieldsFragment, ProductFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useLoaded } from '../../lib/use-loaded.js';
import { useLazyBasketQuery } from './api/basket.generated.js';
import { useStoreProductQuery } from './api/store-product.generated.js';
import { useStoreProductsQuery } from './api/store-products.generated.js';

/** The products sold in the shopper's country (the locale names them; the city prices them). */
export function useProducts(category: ProductCategory | null) {
  const locale = useLocale();
  const { city } = useSession();
  return useStoreProductsQuery(category ? { category } : {}, {
    key: `${category}|${locale}|${city?.slug}`,
    select: (data) => data?.storeProducts ?? ([] as ProductFieldsFragment[]),
  }).state;
}

export function useProduct(id: string) {
  const locale = useLocale();
  const { city } = useSession();
  return useStoreProductQuery({ id }, { key: `${locale}|${city?.slug}`, select: (data) => data?.storeProduct ?? null });
}

/** The open basket; `replace` takes the basket a change answered with, and moves the navbar badge. */
export function useBasket() {
  const { run: runBasket } = useLazyBasketQuery();
  const locale = useLocale();
  const { setBasketCount } = useSession();
  const { state, setState, reload } = useLoaded(async () => (await runBasket())?.basket ?? null, locale);
  const replace = useCallback(
    (basket: BasketFieldsFragment) => {
      setState({ status: 'ready', data: basket });
      setBasketCount(basket.count);
    },
    [setState, setBasketCount],
  );
  /** the basket read again without a loading state (the page keeps what it says about why) */
  const refresh = useCallback(async () => {
    const basket = (await runBasket())?.basket;
    if (basket) replace(basket);
  }, [replace, runBasket]);
  return { state, replace, reload, refresh };
}
