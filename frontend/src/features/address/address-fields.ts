import { ADDRESS_LINE_MAX, ADDRESS_PART_MAX, PINCODE_DIGITS } from '@core/limits';
import type { AddressInput } from './types';

export type AddressField = keyof AddressInput;

/** The dialog's fields in SPEC order, with their labels and what the browser may fill in. */
export const ADDRESS_FIELDS: { name: AddressField; label: string; autoComplete: string; inputMode?: 'numeric' | 'tel'; maxLength: number; wide?: boolean }[] = [
  { name: 'address_line', label: 'Address Line', autoComplete: 'street-address', maxLength: ADDRESS_LINE_MAX, wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2', maxLength: ADDRESS_PART_MAX },
  { name: 'state', label: 'State', autoComplete: 'address-level1', maxLength: ADDRESS_PART_MAX },
  { name: 'pincode', label: 'Pincode', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: PINCODE_DIGITS },
  { name: 'country', label: 'Country', autoComplete: 'country-name', maxLength: ADDRESS_PART_MAX },
  { name: 'mobile', label: 'Mobile No.', autoComplete: 'tel-national', inputMode: 'tel', maxLength: 16, wide: true },
];

/** The dialog's field a server problem is about ("pincode"), or null for one the dialog has not. */
export function addressFieldOf(field: string): AddressField | null {
  return ADDRESS_FIELDS.find((candidate) => candidate.name === field)?.name ?? null;
}
