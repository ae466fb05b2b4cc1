import { Navigate, createBrowserRouter } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { AppShell } from './layout/app-shell';
import { RouteErrorPage } from './routes/error-page';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';

/**
 * Routes of SPEC section 2. Home is in the main bundle; every other screen is a lazy route module,
 * so account, admin and checkout code never weighs on the first page load.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: AppShell,
    // Shell failures: the whole page is replaced.
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Pathless group: page errors render inside the shell, and the first load of a lazy page
        // shows a spinner in the content area instead of a blank screen.
        ErrorBoundary: RouteErrorPage,
        HydrateFallback: PageSpinner,
        children: [
          { index: true, Component: HomeRoute },
          {
            path: 'search',
            lazy: () => import('./routes/search').then((m) => ({ Component: m.SearchRoute })),
          },
          {
            path: 'login',
            lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })),
          },
          {
            path: 'register',
            lazy: () => import('./routes/register').then((m) => ({ Component: m.RegisterRoute })),
          },
          {
            path: 'forgot-password',
            lazy: () => import('./routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
          },
          {
            path: 'verification-otp',
            lazy: () => import('./routes/verification-otp').then((m) => ({ Component: m.VerificationOtpRoute })),
          },
          {
            path: 'reset-password',
            lazy: () => import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
          },
          {
            path: 'user',
            lazy: () => import('./routes/user').then((m) => ({ Component: m.UserMenuRoute })),
          },
          {
            path: 'cart',
            lazy: () => import('./routes/cart').then((m) => ({ Component: m.CartRoute })),
          },
          {
            path: 'checkout',
            lazy: () => import('./routes/checkout').then((m) => ({ Component: m.CheckoutRoute })),
          },
          {
            path: 'success',
            lazy: () => import('./routes/success').then((m) => ({ Component: m.SuccessRoute })),
          },
          {
            path: 'cancel',
            lazy: () => import('./routes/cancel').then((m) => ({ Component: m.CancelRoute })),
          },
          {
            path: 'dashboard',
            lazy: () => import('./routes/dashboard/layout').then((m) => ({ Component: m.DashboardLayout })),
            children: [
              { index: true, element: <Navigate to="profile" replace /> },
              {
                path: 'profile',
                lazy: () => import('./routes/dashboard/profile').then((m) => ({ Component: m.ProfileRoute })),
              },
              {
                path: 'myorders',
                lazy: () => import('./routes/dashboard/my-orders').then((m) => ({ Component: m.MyOrdersRoute })),
              },
              {
                path: 'address',
                lazy: () => import('./routes/dashboard/address').then((m) => ({ Component: m.AddressRoute })),
              },
              {
                path: 'category',
                lazy: () => import('./routes/dashboard/category').then((m) => ({ Component: m.CategoryRoute })),
              },
              {
                path: 'subcategory',
                lazy: () =>
                  import('./routes/dashboard/subcategory').then((m) => ({ Component: m.SubCategoryRoute })),
              },
              {
                path: 'upload-product',
                lazy: () =>
                  import('./routes/dashboard/upload-product').then((m) => ({ Component: m.UploadProductRoute })),
              },
              {
                path: 'product',
                lazy: () => import('./routes/dashboard/product').then((m) => ({ Component: m.ProductAdminRoute })),
              },
            ],
          },
          {
            // /product/{name-slug}-{productId}
            path: 'product/:slug',
            lazy: () => import('./routes/product-detail').then((m) => ({ Component: m.ProductDetailRoute })),
          },
          {
            // /{category-slug}-{categoryId}/{subCategory-slug}-{subCategoryId}
            path: ':categorySlug/:subCategorySlug',
            lazy: () => import('./routes/product-list').then((m) => ({ Component: m.ProductListRoute })),
          },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
]);
