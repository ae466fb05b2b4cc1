/** My Orders, an order's page and its tax invoice, one lazy chunk: the list leads to the page (one entry less in the home page's code). */
export { MyOrdersRoute } from './my-orders';
export { OrderDetailRoute } from './order-detail';
// The success page's next steps read the order as its page does: loaded with it, no chunk of their own.
export { OrderNextSteps } from '@/features/order/components/order-next-steps';
// A delivered order's tax invoice opens from its page.
export { InvoiceRoute } from '../invoice';
