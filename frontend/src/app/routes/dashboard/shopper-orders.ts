/** My Orders and an order's page, one lazy chunk: the list leads to the page (one entry less in the home page's code). */
export { MyOrdersRoute } from './my-orders';
export { OrderDetailRoute } from './order-detail';
