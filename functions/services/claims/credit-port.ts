/**
 * Store credit as the claims see it: one call that adds credit to a shopper's ledger. The ledger is
 * its own service (functions/services/credit/ grantCredit); this port is where the claims meet it,
 * so paying a claim back as credit is one call whatever the ledger does. Until the ledger is wired
 * here, granting throws: a claim that must be paid as credit stays approved and unpaid (its decision
 * can be sent again to pay it), and never reaches a card.
 */
export interface CreditGrant {
  userId: string;
  amount: number;
  reason: string;
  orderId?: string;
  claimId?: string;
  /** Who granted it: 'auto' for an automatic approval, else the admin's user id. */
  by: string;
  /** The same key grants once, however often it is sent. */
  idempotencyKey: string;
}

export interface CreditGranter {
  grantCredit(grant: CreditGrant): Promise<void>;
}

const granter: CreditGranter = {
  grantCredit() {
    return Promise.reject(new Error('store credit not wired'));
  },
};

export default granter;
