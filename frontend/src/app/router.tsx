import { Suspense, createElement, lazy, type ComponentType } from 'react';
import { Navigate, matchRoutes, useLocation, useRoutes, type RouteObject } from '@/lib/router';
import { PageSpinner } from '@/components/spinner';
import { ErrorBoundary } from './components/error-boundary';
import { RouteErrorPage } from './routes/error-page';
import { HomeRoute } from './routes/home';

/**
 * A page's code, fetched the first time the page is opened, or before the first render by
 * preloadPage. Once it is in, the page renders at once: no spinner, and none of the 300 ms React
 * holds a Suspense fallback on screen before it reveals what came in.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload });
}

/** What page() adds to a component, read back from a matched route by preloadPage. */
type Preloadable = { preload?: () => Promise<unknown> };

const SearchRoute = page(() => import('./routes/search'), 'SearchRoute');
// Pages visited together share one chunk (and one entry in this file, which the home page loads).
const signInPages = () => import('./routes/sign-in');
const LoginRoute = page(signInPages, 'LoginRoute');
const RegisterRoute = page(signInPages, 'RegisterRoute');
const recoveryPages = () => import('./routes/account-recovery');
const ForgotPasswordRoute = page(recoveryPages, 'ForgotPasswordRoute');
const VerificationOtpRoute = page(recoveryPages, 'VerificationOtpRoute');
const ResetPasswordRoute = page(recoveryPages, 'ResetPasswordRoute');
const UserMenuRoute = page(() => import('./routes/user'), 'UserMenuRoute');
const CartRoute = page(() => import('./routes/cart'), 'CartRoute');
const CheckoutRoute = page(() => import('./routes/checkout'), 'CheckoutRoute');
const paymentResultPages = () => import('./routes/payment-result');
const SuccessRoute = page(paymentResultPages, 'SuccessRoute');
const CancelRoute = page(paymentResultPages, 'CancelRoute');
const NotFoundRoute = page(() => import('./routes/not-found'), 'NotFoundRoute');
const ProductDetailRoute = page(() => import('./routes/product-detail'), 'ProductDetailRoute');
const ProductListRoute = page(() => import('./routes/product-list'), 'ProductListRoute');
const DashboardLayout = page(() => import('./routes/dashboard/layout'), 'DashboardLayout');
const ProfileRoute = page(() => import('./routes/dashboard/profile'), 'ProfileRoute');
const shopperOrderPages = () => import('./routes/dashboard/shopper-orders');
const MyOrdersRoute = page(shopperOrderPages, 'MyOrdersRoute');
const OrderDetailRoute = page(shopperOrderPages, 'OrderDetailRoute');
const InvoiceRoute = page(shopperOrderPages, 'InvoiceRoute');
const AddressRoute = page(() => import('./routes/dashboard/address'), 'AddressRoute');
const CreditRoute = page(() => import('./routes/dashboard/credit'), 'CreditRoute');
const catalogAdminPages = () => import('./routes/dashboard/catalog-admin');
const CategoryRoute = page(catalogAdminPages, 'CategoryRoute');
const SubCategoryRoute = page(catalogAdminPages, 'SubCategoryRoute');
const UploadProductRoute = page(catalogAdminPages, 'UploadProductRoute');
const ProductAdminRoute = page(catalogAdminPages, 'ProductAdminRoute');
const OrdersAdminRoute = page(() => import('./routes/dashboard/orders'), 'OrdersAdminRoute');
const storeAdminPages = () => import('./routes/dashboard/store-admin');
const StoresAdminRoute = page(storeAdminPages, 'StoresAdminRoute');
const StoreStockRoute = page(storeAdminPages, 'StoreStockRoute');
const OffersAdminRoute = page(storeAdminPages, 'OffersAdminRoute');
const OverviewRoute = page(() => import('./routes/dashboard/overview'), 'OverviewRoute');
const ImportExportRoute = page(() => import('./routes/dashboard/import'), 'ImportExportRoute');
// The rider's screen and the admin's Riders page.
const riderPages = () => import('./routes/rider');
const RidersAdminRoute = page(riderPages, 'RidersAdminRoute');
const RiderRoute = page(riderPages, 'RiderRoute');
const PickerRoute = page(() => import('./routes/picker'), 'PickerRoute');
const PickersAdminRoute = page(() => import('./routes/dashboard/pickers'), 'PickersAdminRoute');
const ClaimsAdminRoute = page(() => import('./routes/dashboard/claims'), 'ClaimsAdminRoute');

/**
 * Routes of SPEC section 2, ranked by React Router (a static segment beats a parameter, so
 * /dashboard/* comes before /{category}/{sub category}, /product/:slug before both). Home is in the
 * main bundle; every other screen is a lazy page, so account, admin and checkout code never weighs
 * on the first page load. The one table both renders (useRoutes) and preloads (matchRoutes): the two
 * can never disagree.
 */
const routes: RouteObject[] = [
  { path: '/', Component: HomeRoute },
  {
    path: '/dashboard',
    Component: DashboardLayout,
    children: [
      { index: true, element: <Navigate to="/dashboard/overview" replace /> },
      { path: 'overview', Component: OverviewRoute },
      { path: 'profile', Component: ProfileRoute },
      { path: 'myorders', Component: MyOrdersRoute },
      { path: 'myorders/:orderId', Component: OrderDetailRoute },
      { path: 'address', Component: AddressRoute },
      { path: 'credit', Component: CreditRoute },
      { path: 'category', Component: CategoryRoute },
      { path: 'subcategory', Component: SubCategoryRoute },
      { path: 'upload-product', Component: UploadProductRoute },
      { path: 'product', Component: ProductAdminRoute },
      { path: 'orders', Component: OrdersAdminRoute },
      { path: 'stores', Component: StoresAdminRoute },
      { path: 'stores/:storeId/stock', Component: StoreStockRoute },
      { path: 'import', Component: ImportExportRoute },
      { path: 'riders', Component: RidersAdminRoute },
      { path: 'pickers', Component: PickersAdminRoute },
      { path: 'offers', Component: OffersAdminRoute },
      { path: 'claims', Component: ClaimsAdminRoute },
      { path: '*', Component: NotFoundRoute },
    ],
  },
  { path: '/search', Component: SearchRoute },
  { path: '/login', Component: LoginRoute },
  { path: '/register', Component: RegisterRoute },
  { path: '/forgot-password', Component: ForgotPasswordRoute },
  { path: '/verification-otp', Component: VerificationOtpRoute },
  { path: '/reset-password', Component: ResetPasswordRoute },
  { path: '/user', Component: UserMenuRoute },
  { path: '/rider', Component: RiderRoute },
  { path: '/picker', Component: PickerRoute },
  { path: '/cart', Component: CartRoute },
  { path: '/checkout', Component: CheckoutRoute },
  { path: '/invoice/:orderId', Component: InvoiceRoute },
  { path: '/success', Component: SuccessRoute },
  { path: '/cancel', Component: CancelRoute },
  // /product/{name-slug}-{productId}
  { path: '/product/:slug', Component: ProductDetailRoute },
  // /{category-slug}-{categoryId}/{subCategory-slug}-{subCategoryId}
  { path: '/:categorySlug/:subCategorySlug', Component: ProductListRoute },
  { path: '*', Component: NotFoundRoute },
];

/**
 * Loads the code of the page at `pathname` (of the dashboard, its layout and the page in it), so the
 * first render shows it rather than a spinner.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map(({ route }) => (route.Component as Preloadable | null | undefined)?.preload?.()));
}

/**
 * A page's errors render inside the shell and clear when the shopper moves to another address; the
 * first load of a lazy page shows a spinner in the content area instead of a blank screen (except on
 * the page the shopper lands on, which main.tsx loads before the first render).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return (
    <ErrorBoundary resetKey={pathname} fallback={RouteErrorPage}>
      <Suspense fallback={<PageSpinner />}>{page}</Suspense>
    </ErrorBoundary>
  );
}
