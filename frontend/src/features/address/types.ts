import type { ApiAddress } from '@core/address';
import type { AddressRequest } from '@core/contracts/address';

/**
 * SPEC section 3 Address as the API answers it (status false means removed; the API lists active
 * ones only): the server's own type (functions/core/address.ts). Type-only: nothing of the server is bundled.
 */
export type Address = ApiAddress;

/**
 * The six fields of the Add and Edit Address dialogs (section 5: all required), each as typed text:
 * the fields of the create call's contract (functions/core/contracts/address.ts).
 */
export type AddressInput = Record<keyof AddressRequest, string>;
