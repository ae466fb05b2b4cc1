import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast/headless';
import { useCurrentUser } from '@/entities/user/current-user';
import { savePincode } from '@/entities/user/profile-location';
import { serviceabilityQueryOptions } from '@/entities/store/serviceability';
import { setStoreChoice } from '@/lib/store-choice';

export interface LocationRequest {
  pincode: string;
  /** The saved address's city; '' for a typed pincode (the store's city is shown). */
  place: string;
}

/**
 * Asks which store serves the pincode, then makes it the shopper's location: remembered here, in
 * a signed-in shopper's profile too, and every catalog and cart call names its store from then on.
 * An unserved pincode is remembered as well: browsing goes on (the default store's catalog) and
 * the header, Add and checkout say it is not served.
 */
export function useChooseLocation() {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  return useMutation({
    mutationFn: ({ pincode }: LocationRequest) => queryClient.fetchQuery({ ...serviceabilityQueryOptions(pincode), staleTime: 0 }),
    // The picker shows the failure under its field.
    meta: { silentError: true },
    onSuccess: (answer, { pincode, place }) => {
      setStoreChoice({ pincode, place: place || (answer.store?.city ?? ''), answer });
      // The profile keeps it too; a failure there costs only the other browsers, so it is only logged.
      if (user && user.pincode !== pincode) {
        savePincode(queryClient, pincode).catch((error: unknown) => console.warn('Could not save the delivery pincode to the profile', error));
      }
      if (answer.canOrder && answer.store) toast.success(`Delivery in ${answer.etaMinutes} min from ${answer.store.name}`);
      else toast(answer.message);
    },
  });
}
