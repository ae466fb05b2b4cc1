import { Suspense, lazy, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { PageSpinner } from '../components/spinner';
import { ErrorBoundary } from './components/error-boundary';
import { RouteErrorPage } from './routes/error-page';
import { HomeRoute } from './routes/home';

/** A page's code, fetched the first time the page is opened. */
function page<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const SearchRoute = page(() => import('./routes/search'), 'SearchRoute');
const LoginRoute = page(() => import('./routes/login'), 'LoginRoute');
const RegisterRoute = page(() => import('./routes/register'), 'RegisterRoute');
const ForgotPasswordRoute = page(() => import('./routes/forgot-password'), 'ForgotPasswordRoute');
const VerificationOtpRoute = page(() => import('./routes/verification-otp'), 'VerificationOtpRoute');
const ResetPasswordRoute = page(() => import('./routes/reset-password'), 'ResetPasswordRoute');
const UserMenuRoute = page(() => import('./routes/user'), 'UserMenuRoute');
const CartRoute = page(() => import('./routes/cart'), 'CartRoute');
const CheckoutRoute = page(() => import('./routes/checkout'), 'CheckoutRoute');
const SuccessRoute = page(() => import('./routes/success'), 'SuccessRoute');
const CancelRoute = page(() => import('./routes/cancel'), 'CancelRoute');
const NotFoundRoute = page(() => import('./routes/not-found'), 'NotFoundRoute');
const ProductDetailRoute = page(() => import('./routes/product-detail'), 'ProductDetailRoute');
const ProductListRoute = page(() => import('./routes/product-list'), 'ProductListRoute');
const DashboardLayout = page(() => import('./routes/dashboard/layout'), 'DashboardLayout');
const ProfileRoute = page(() => import('./routes/dashboard/profile'), 'ProfileRoute');
const MyOrdersRoute = page(() => import('./routes/dashboard/my-orders'), 'MyOrdersRoute');
const AddressRoute = page(() => import('./routes/dashboard/address'), 'AddressRoute');
const CategoryRoute = page(() => import('./routes/dashboard/category'), 'CategoryRoute');
const SubCategoryRoute = page(() => import('./routes/dashboard/subcategory'), 'SubCategoryRoute');
const UploadProductRoute = page(() => import('./routes/dashboard/upload-product'), 'UploadProductRoute');
const ProductAdminRoute = page(() => import('./routes/dashboard/product'), 'ProductAdminRoute');

/**
 * Routes of SPEC section 2, first match wins. Home is in the main bundle; every other screen is a
 * lazy module, so account, admin and checkout code never weighs on the first page load. A page's
 * errors render inside the shell and clear when the shopper moves to another address; the first load
 * of a lazy page shows a spinner in the content area instead of a blank screen.
 */
export function AppRoutes() {
  const [pathname] = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={RouteErrorPage}>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/" component={HomeRoute} />
          <Route path="/search" component={SearchRoute} />
          <Route path="/login" component={LoginRoute} />
          <Route path="/register" component={RegisterRoute} />
          <Route path="/forgot-password" component={ForgotPasswordRoute} />
          <Route path="/verification-otp" component={VerificationOtpRoute} />
          <Route path="/reset-password" component={ResetPasswordRoute} />
          <Route path="/user" component={UserMenuRoute} />
          <Route path="/cart" component={CartRoute} />
          <Route path="/checkout" component={CheckoutRoute} />
          <Route path="/success" component={SuccessRoute} />
          <Route path="/cancel" component={CancelRoute} />
          <Route path="/dashboard">
            <Redirect to="/dashboard/profile" replace />
          </Route>
          <Route path="/dashboard/*">
            <DashboardLayout>
              <Switch>
                <Route path="/dashboard/profile" component={ProfileRoute} />
                <Route path="/dashboard/myorders" component={MyOrdersRoute} />
                <Route path="/dashboard/address" component={AddressRoute} />
                <Route path="/dashboard/category" component={CategoryRoute} />
                <Route path="/dashboard/subcategory" component={SubCategoryRoute} />
                <Route path="/dashboard/upload-product" component={UploadProductRoute} />
                <Route path="/dashboard/product" component={ProductAdminRoute} />
                <Route component={NotFoundRoute} />
              </Switch>
            </DashboardLayout>
          </Route>
          {/* /product/{name-slug}-{productId} */}
          <Route path="/product/:slug" component={ProductDetailRoute} />
          {/* /{category-slug}-{categoryId}/{subCategory-slug}-{subCategoryId} */}
          <Route path="/:categorySlug/:subCategorySlug" component={ProductListRoute} />
          <Route component={NotFoundRoute} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
