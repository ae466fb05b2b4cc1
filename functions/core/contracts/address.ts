import * as z from 'zod';
import type { AddressFields, ApiAddress } from '../address.js';
import { ADDRESS_LINE_MAX, ADDRESS_PART_MAX, PINCODE_DIGITS } from '../limits.js';
import type { Call, IdReply, NoBody } from './envelope.js';
import { id, mobile, nameText, type IdRequest } from './fields.js';

/** The address calls: a shopper's own addresses only (the owner is the caller from the token). */

/** SPEC: six required fields; India: 6-digit PIN code (first digit 1-9) and a 10-digit mobile number. */
export const addressFields = {
  address_line: nameText(ADDRESS_LINE_MAX),
  city: nameText(ADDRESS_PART_MAX),
  state: nameText(ADDRESS_PART_MAX),
  country: nameText(ADDRESS_PART_MAX),
  pincode: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(new RegExp(`^[1-9]\\d{${PINCODE_DIGITS - 1}}$`), `Enter a ${PINCODE_DIGITS}-digit PIN code`)),
  mobile,
};

export const addressBody = z.object(addressFields);

/** SPEC sends userId too; the owner is always the caller from the token, so it is accepted and ignored. */
export const updateAddressBody = addressBody.extend({ _id: id, userId: z.string().optional() });

/** The six fields of the Add and Edit Address dialogs, as sent. */
export type AddressRequest = z.input<typeof addressBody>;

export interface AddressCalls {
  'POST /api/address/create': Call<AddressRequest, ApiAddress>;
  /** Active addresses only, oldest first. */
  'GET /api/address/get': Call<NoBody, ApiAddress[]>;
  /** Answers the saved fields and the _id. */
  'PUT /api/address/update': Call<z.input<typeof updateAddressBody>, AddressFields & IdReply>;
  /** Its status becomes false: hidden, kept for the orders that name it. */
  'DELETE /api/address/disable': Call<IdRequest, IdReply>;
}
