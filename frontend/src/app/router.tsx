import { Suspense, createElement, lazy, type ComponentType } from 'react';
import { parse } from 'regexparam';
import { Redirect, Route, Switch, matchRoute, useLocation } from 'wouter';
import { PageSpinner } from '../components/spinner';
import { ErrorBoundary } from './components/error-boundary';
import { RouteErrorPage } from './routes/error-page';
import { HomeRoute } from './routes/home';

/**
 * A page's code, fetched the first time the page is opened, or before the first render by
 * preloadPage. Once it is in, the page renders at once: no spinner, and none of the 300 ms React
 * holds a Suspense fallback on screen before it reveals what came in.
 */
function page<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  const Page = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload });
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
const OrderDetailRoute = page(() => import('./routes/dashboard/order-detail'), 'OrderDetailRoute');
const AddressRoute = page(() => import('./routes/dashboard/address'), 'AddressRoute');
const CategoryRoute = page(() => import('./routes/dashboard/category'), 'CategoryRoute');
const SubCategoryRoute = page(() => import('./routes/dashboard/subcategory'), 'SubCategoryRoute');
const UploadProductRoute = page(() => import('./routes/dashboard/upload-product'), 'UploadProductRoute');
const ProductAdminRoute = page(() => import('./routes/dashboard/product'), 'ProductAdminRoute');
const OrdersAdminRoute = page(() => import('./routes/dashboard/orders'), 'OrdersAdminRoute');

/** The pages besides home and the dashboard, in the order the Switch below tries them (after those). */
const PAGES = [
  ['/search', SearchRoute],
  ['/login', LoginRoute],
  ['/register', RegisterRoute],
  ['/forgot-password', ForgotPasswordRoute],
  ['/verification-otp', VerificationOtpRoute],
  ['/reset-password', ResetPasswordRoute],
  ['/user', UserMenuRoute],
  ['/cart', CartRoute],
  ['/checkout', CheckoutRoute],
  ['/success', SuccessRoute],
  ['/cancel', CancelRoute],
  // /product/{name-slug}-{productId}
  ['/product/:slug', ProductDetailRoute],
  // /{category-slug}-{categoryId}/{subCategory-slug}-{subCategoryId}: after /dashboard/*, which it would match too
  ['/:categorySlug/:subCategorySlug', ProductListRoute],
] as const;

/**
 * Loads the code of the page at `pathname` (of the dashboard, its layout), so the first render
 * shows it rather than a spinner. wouter matches with regexparam's `parse`, as used here.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  if (matchRoute(parse, '/dashboard/*?', pathname)[0]) return DashboardLayout.preload();
  const found = PAGES.find(([path]) => matchRoute(parse, path, pathname)[0]);
  return found ? found[1].preload() : Promise.resolve();
}

/**
 * Routes of SPEC section 2, first match wins. Home is in the main bundle; every other screen is a
 * lazy module, so account, admin and checkout code never weighs on the first page load. A page's
 * errors render inside the shell and clear when the shopper moves to another address; the first load
 * of a lazy page shows a spinner in the content area instead of a blank screen (except on the page
 * the shopper lands on, which main.tsx loads before the first render).
 */
export function AppRoutes() {
  const [pathname] = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={RouteErrorPage}>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/" component={HomeRoute} />
          <Route path="/dashboard">
            <Redirect to="/dashboard/profile" replace />
          </Route>
          <Route path="/dashboard/*">
            <DashboardLayout>
              <Switch>
                <Route path="/dashboard/profile" component={ProfileRoute} />
                <Route path="/dashboard/myorders" component={MyOrdersRoute} />
                <Route path="/dashboard/myorders/:orderId" component={OrderDetailRoute} />
                <Route path="/dashboard/address" component={AddressRoute} />
                <Route path="/dashboard/category" component={CategoryRoute} />
                <Route path="/dashboard/subcategory" component={SubCategoryRoute} />
                <Route path="/dashboard/upload-product" component={UploadProductRoute} />
                <Route path="/dashboard/product" component={ProductAdminRoute} />
                <Route path="/dashboard/orders" component={OrdersAdminRoute} />
                <Route component={NotFoundRoute} />
              </Switch>
            </DashboardLayout>
          </Route>
          {PAGES.map(([path, Page]) => (
            <Route key={path} path={path} component={Page} />
          ))}
          <Route component={NotFoundRoute} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
