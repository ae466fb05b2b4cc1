import { Link, useParams } from '@/lib/router';
import { PhoneCartLink } from '@/app/components/phone-cart-link';
import { buttonClasses } from '@/components/button';
import { LoadError } from '@/components/load-error';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useProductDetails } from '@/features/product/api/get-product-details';
import { ProductDetails, ProductDetailsSkeleton } from '@/features/product/components/product-details';
import { ApiError } from '@/lib/api-client';
import { parseSlug } from '@/lib/slug';

/** /product/{name-slug}-{productId} (SPEC section 2): the last hyphen piece is the product id. */
export function ProductDetailRoute() {
  const { slug = '' } = useParams();
  const { id } = parseSlug(slug);
  const product = useProductDetails(id);

  if (id === '' || (product.isError && product.error instanceof ApiError && [400, 404].includes(product.error.status))) {
    return <ProductNotFound />;
  }
  if (product.isPending) {
    return (
      <>
        <title>Product · QuickBasket</title>
        <ProductDetailsSkeleton />
      </>
    );
  }
  if (product.isError) {
    return (
      <LoadError
        title="This product could not be loaded"
        query={product}
      />
    );
  }
  return (
    <>
      <title>{`${product.data.name} · QuickBasket`}</title>
      <ProductDetails product={product.data} CartControl={AddToCartButton} cartLink={<PhoneCartLink />} />
    </>
  );
}

function ProductNotFound() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <title>Product not found · QuickBasket</title>
      <p aria-hidden="true" className="text-7xl font-black tracking-tight text-ink drop-shadow-[0_3px_0_#f8cb46]">
        404
      </p>
      <h1 className="text-2xl font-bold text-ink">Product not found</h1>
      <p className="text-sm text-ink-muted">This product may have been removed, or the link is not quite right.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/search" className={buttonClasses({ variant: 'outline' })}>
          Search products
        </Link>
        <Link to="/" className={buttonClasses()}>
          Go To Home
        </Link>
      </div>
    </div>
  );
}
