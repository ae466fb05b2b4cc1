import type { CartLine } from '../cart/types';

/** The order statuses of functions/core/orders.ts (the spec leaves them open). */
export type OrderStatus = 'pending_payment' | 'placed' | 'payment_failed' | 'cancelled' | 'refund_due';

export interface OrderItem {
  productId: string;
  name: string;
  image: string[];
  unit: string;
  price: number;
  discount: number;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

/** An order as GET /api/order/order-list returns it (functions/core/orders.ts toApiOrder); rupees. */
export interface Order {
  _id: string;
  /** Shown as "Order No". */
  orderId: string;
  status: OrderStatus;
  paymentMethod?: 'cod' | 'card';
  payment_status: string;
  product_details: { name: string; image: string[] };
  items: OrderItem[];
  delivery_address?: {
    address_line: string;
    city: string;
    state: string;
    country: string;
    pincode: string;
    mobile: string;
  };
  subTotalAmt?: number;
  totalAmt: number;
  totalQuantity: number;
  createdAt: string;
}

/** SPEC section 3 "Order request". The server prices the order itself; the amounts are informative. */
export interface OrderRequest {
  list_items: CartLine[];
  addressId: string;
  subTotalAmt: number;
  totalAmt: number;
}
