/**
 * SPEC section 3 Address, as the table stores it (data/repos/addresses.ts) and the API answers it;
 * the site reads these very types (frontend/src/features/address/types.ts).
 */

/** The six fields a shopper fills in: create takes them, update takes them with the address's _id. */
export interface AddressFields {
  address_line: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  mobile: string;
}

/** An address as GET /api/address/get lists it and create answers it. status false: removed (hidden). */
export interface ApiAddress extends AddressFields {
  _id: string;
  userId: string;
  status: boolean;
  createdAt: string;
  updatedAt: string;
}
