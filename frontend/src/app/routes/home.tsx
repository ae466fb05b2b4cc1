import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { CategoryTiles } from '@/features/category/components/category-tiles';
import { CategoryProductRows } from '@/features/product/components/category-product-rows';
import { HomeBanner } from '@/app/components/home-banner';

/** SPEC section 2 "/": banner, category tiles, then one horizontal product row per category. */
export function HomeRoute() {
  return (
    <div className="flex flex-col gap-6 lg:gap-8">
      <title>QuickBasket · Groceries delivered in 10 minutes</title>
      <HomeBanner />
      <CategoryTiles />
      <CategoryProductRows CartControl={AddToCartButton} />
    </div>
  );
}
