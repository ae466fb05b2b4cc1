/** My Orders and an order's page, one lazy chunk: the list leads to the page (one entry less in the home page's code). */
export { MyOrdersRoute } from './my-orders';
export { OrderDetailRoute } from './order-detail';
// The success page's next steps read the order as its page does: loaded with it, no chunk of their own.
export { OrderNextSteps } from '@/features/order/components/order-next-steps';
