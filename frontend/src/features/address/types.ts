import type { AddressFields, ApiAddress } from '../../../../functions/core/address';

/**
 * SPEC section 3 Address as the API answers it (status false means removed; the API lists active
 * ones only), and the six fields of the Add and Edit Address dialogs (section 5: all required): the
 * server's own types (functions/core/address.ts). Type-only: nothing of the server is bundled.
 */
export type Address = ApiAddress;
export type AddressInput = AddressFields;
