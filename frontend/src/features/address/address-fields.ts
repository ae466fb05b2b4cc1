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

/**
 * The server names the field it refused: "pincode: must be a 6-digit PIN code". That message goes
 * under the field it is about (with the field's label); any other goes above the form.
 */
export function fieldError(message: string): { field: AddressField; text: string } | null {
  const match = /^(\w+): (.+)$/.exec(message);
  const field = ADDRESS_FIELDS.find((candidate) => candidate.name === match?.[1]);
  if (!match || !field) return null;
  return { field: field.name, text: `${field.label} ${match[2]}` };
}
