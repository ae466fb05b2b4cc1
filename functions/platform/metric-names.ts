import type { PaymentMethod } from '../core/order-states.js';

/**
 * The app's own CloudWatch metrics (functions/platform/metrics.ts writes them, the dashboard in
 * infra/stacks/dashboard-stack.ts reads them): names and the values of their dimensions, in one
 * place for both. Every metric also has the `service` dimension (POWERTOOLS_SERVICE_NAME).
 */
export const METRIC = {
  /** An order became placed: cash on delivery at once, a card order when its payment arrived. Dimension paymentMethod. */
  ordersPlaced: 'OrdersPlaced',
  /** Stripe said a card order's payment failed (the order is payment_failed). */
  paymentsFailed: 'PaymentsFailed',
  /** A Stripe Checkout event that does not match its order (not a card order, not its session, another amount or currency): nothing changed. Alarmed (infra/stacks/events-stack.ts). */
  paymentMismatches: 'PaymentMismatches',
  /** Stripe accepted a refund request (the order is refund_pending). */
  refundsStarted: 'RefundsStarted',
  /** A mail with a code went out (password reset, e-mail change). Dimension purpose. */
  otpMailsSent: 'OtpMailsSent',
  /** A code mail was not sent because of a limit. Dimension reason. */
  otpMailsRefused: 'OtpMailsRefused',
  /** An API answer with a 4xx status, by route key ("POST /api/order/cash-on-delivery"). Dimension route. */
  route4xx: 'Route4xx',
  /** An API answer with a 5xx status, by route key. Dimension route. */
  route5xx: 'Route5xx',
  /** A live connection ($connect) refused for its token (forged, expired, of an ended session): the authorizer's 401, which Lambda counts as an error. */
  liveConnectionsRefused: 'LiveConnectionsRefused',
  /**
   * Milliseconds from an order's change to its live messages being posted (core/live-push-delay.ts),
   * one value per order change that reached a screen: the live push's objective (infra/slos.ts).
   */
  livePushDelay: 'LivePushDelay',
  /** A container's first invocation (Powertools' own name). Dimension function_name. */
  coldStart: 'ColdStart',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

export const PAYMENT_METHODS = ['cod', 'card'] as const satisfies readonly PaymentMethod[];

export const OTP_MAIL_PURPOSES = ['password-reset', 'email-change'] as const;
export type OtpMailPurpose = (typeof OTP_MAIL_PURPOSES)[number];

/** hourly-limit: the address had its 5 mails this hour; too-soon: a code went out less than 30 s ago. */
export const OTP_MAIL_REFUSALS = ['hourly-limit', 'too-soon'] as const;
export type OtpMailRefusal = (typeof OTP_MAIL_REFUSALS)[number];
