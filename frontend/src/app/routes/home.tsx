import { CategoryTiles } from '../../features/category/components/category-tiles';
import { HomeBanner } from '../components/home-banner';

/** SPEC section 2 "/": banner, category tiles (per-category product rows come with the product slice). */
export function HomeRoute() {
  return (
    <div className="flex flex-col gap-6 lg:gap-8">
      <title>QuickBasket · Groceries delivered in 10 minutes</title>
      <HomeBanner />
      <CategoryTiles />
      {/* SEAM: per-category horizontal product rows with See All (SPEC section 2) go here. */}
    </div>
  );
}
