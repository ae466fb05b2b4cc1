/** Stripe Checkout's two return pages, one lazy chunk (one entry less in the home page's code). */
export { SuccessRoute } from './success';
export { CancelRoute } from './cancel';
