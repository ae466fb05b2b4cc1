/** SPEC section 3: Address. status false means removed (the API lists active ones only). */
export interface Address {
  _id: string;
  userId: string;
  address_line: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  mobile: string;
  status: boolean;
}

/** The six fields of the Add and Edit Address dialogs (SPEC section 5: all required). */
export interface AddressInput {
  address_line: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  mobile: string;
}
