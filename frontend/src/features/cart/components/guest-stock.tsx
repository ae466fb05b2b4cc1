import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { updateGuestCart, useGuestLines, type GuestLine } from '@/entities/cart/guest-cart';
import { withGuestProductSeen } from '@/entities/cart/guest-cart-lines';
import { productKeys, storeKey } from '@/entities/product/keys';
import { useStoreId } from '@/lib/store-choice';

/**
 * A guest line keeps the stock of the store its product was seen at. After a pincode switch that
 * is another store's limit: each line not seen at the chosen store is asked for there (product
 * details, the product page's own cache entry) and kept with that store's stock, so the cart's caps
 * and "Only N left" follow the store.
 */
export function GuestStockAtStore() {
  const storeId = useStoreId();
  const stale = useGuestLines().filter((line) => line.product.storeId !== storeKey(storeId));
  return stale.map((line) => <LineAtStore key={line.productId} line={line} storeId={storeId} />);
}

function LineAtStore({ line, storeId }: { line: GuestLine; storeId: string | null }) {
  const { data } = useQuery({
    queryKey: productKeys.detail(line.productId, storeId),
    queryFn: async () => (await api.post('/api/product/get-product-details', { productId: line.productId }, { auth: 'none', storeId })).data,
    staleTime: 30_000,
  });
  useEffect(() => {
    if (data) updateGuestCart((cart) => withGuestProductSeen(cart, { ...data, storeId: storeKey(storeId) }));
  }, [data, storeId]);
  return null;
}
