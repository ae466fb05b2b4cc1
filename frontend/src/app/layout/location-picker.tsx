import { useAddresses } from '@/features/address/api/get-addresses';
import { LocationDialog } from '@/features/location/components/location-dialog';
import { useCurrentUser } from '@/entities/user/current-user';

/** The location picker with the signed-in shopper's saved addresses (features/address) to pick from. */
export function LocationPicker({ onClose }: { onClose: () => void }) {
  const { user } = useCurrentUser();
  const addresses = useAddresses();
  return <LocationDialog onClose={onClose} addresses={user ? addresses.data : null} />;
}
