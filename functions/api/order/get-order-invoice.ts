import { orderInvoiceBody, type OrderInvoiceReply } from '../../core/contracts/invoice.js';
import { route, type Answer } from '../route.js';
import { invoiceForCaller } from '../../services/orders/order-invoice.js';

/** A delivered order's tax invoice and credit notes, for its shopper or an admin; anyone else 404. */
export const handler = route({ auth: 'user', body: orderInvoiceBody }, async ({ body, caller }): Promise<Answer<OrderInvoiceReply>> => ({
  message: 'Tax invoice',
  data: await invoiceForCaller(caller, body.orderId),
}));
