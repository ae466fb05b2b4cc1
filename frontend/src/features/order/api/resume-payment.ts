import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/order/resume-payment: the open Checkout Session of a card order still awaiting payment
 * (a new one when it expired; the stock stays held). The caller sends the browser to `url`.
 */
export function resumePayment(orderId: string) {
  return api.post('/api/order/resume-payment', { _id: orderId });
}

export function useResumePayment() {
  return useMutation({ mutationFn: resumePayment });
}
