import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rememberPayingOrder } from './place-order';

/**
 * POST /api/order/resume-payment: the open Checkout Session of a card order still awaiting payment
 * (a new one when it expired; the stock stays held). The caller sends the browser to `url`.
 */
export async function resumePayment(orderId: string) {
  const reply = await api.post('/api/order/resume-payment', { _id: orderId });
  rememberPayingOrder(orderId);
  return reply;
}

export function useResumePayment() {
  return useMutation({ mutationFn: resumePayment });
}
