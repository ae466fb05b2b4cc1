import type { QueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { userKeys, type User } from './current-user';
import { serviceabilityQueryOptions } from './serviceability';
import { getStoreChoice, setStoreChoice } from './store-choice';

/**
 * A signed-in shopper's delivery location lives in their profile too, so every browser
 * they sign in on starts there. Only the login and the location picker use this (both load on
 * demand): it stays out of the home page's code.
 */

/** PUT /api/user/update-user with the pincode alone; the cached profile takes it at once. */
export async function savePincode(queryClient: QueryClient, pincode: string): Promise<void> {
  queryClient.setQueryData<User | null>(userKeys.details(), (user) => (user ? { ...user, pincode } : user));
  await api.put('/api/user/update-user', { pincode });
}

/**
 * At sign-in: the profile's pincode becomes this browser's location; a profile without one takes
 * the location chosen here before signing in. Failures cost only that, so they are only logged.
 */
export async function adoptProfileLocation(queryClient: QueryClient, user: User | null): Promise<void> {
  if (!user) return;
  const choice = getStoreChoice();
  try {
    if (!user.pincode) {
      if (choice) await savePincode(queryClient, choice.pincode);
      return;
    }
    if (user.pincode === choice?.pincode) return;
    const answer = await queryClient.fetchQuery(serviceabilityQueryOptions(user.pincode));
    setStoreChoice({ pincode: user.pincode, place: answer.store?.city ?? '', answer });
  } catch (error) {
    console.warn('Could not bring the delivery location in step with the profile', error);
  }
}
