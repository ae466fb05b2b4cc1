import { inject } from 'vitest';

/** The site under test and its stack's addresses, as e2e/global-setup.ts provides them. */
export const site = inject('site');
