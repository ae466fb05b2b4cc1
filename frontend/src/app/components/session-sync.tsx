import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { addressKeys } from '@/features/address/api/get-addresses';
import { orderKeys } from '@/entities/order/keys';
import { subscribeSession } from '@/lib/auth-session';
import { cartKeys } from '@/entities/cart/keys';
import { userKeys } from '@/entities/user/keys';

/**
 * Roots of every query whose answer depends on who is signed in (SPEC section 4: "whenever the user
 * changes, cart, addresses and orders are refetched"): the features' own key factories, composed here.
 */
const USER_SCOPED_ROOTS = [cartKeys.all, addressKeys.all, orderKeys.all] as const;

/**
 * Keeps cached data in step with the session, wherever the change came from (login, logout, a
 * refused token refresh, another tab). Renders nothing.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeSession((change) => {
        if (change === 'signed-in') {
          for (const queryKey of [userKeys.all, ...USER_SCOPED_ROOTS]) void queryClient.invalidateQueries({ queryKey });
          return;
        }
        // Signed out: nobody's data may linger.
        for (const queryKey of USER_SCOPED_ROOTS) queryClient.removeQueries({ queryKey });
        // A user load still in flight must not bring the user back; cancelling reverts its state
        // asynchronously, so the user is set only afterwards. Setting it (rather than removing the
        // query) lets every mounted reader see the change at once.
        void queryClient
          .cancelQueries({ queryKey: userKeys.all })
          .then(() => queryClient.setQueryData(userKeys.details(), null));
      }),
    [queryClient],
  );
  return null;
}
