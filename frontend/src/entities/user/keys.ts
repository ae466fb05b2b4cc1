/** Query keys of the signed-in user, under ['user']. */
export const userKeys = {
  all: ['user'] as const,
  details: () => [...userKeys.all, 'details'] as const,
};
