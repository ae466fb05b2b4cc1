import * as z from 'zod';
import { email, id, mobile, name } from '@core/contracts/fields';
import { problemText } from '@/lib/form';

/** The form checks what the server checks, with the server's own field rules. */
export const riderForm = z.object({ name, email, mobile, storeId: id });
export type RiderFormValues = z.input<typeof riderForm>;
export const riderFormLabels: Record<keyof RiderFormValues, string> = { name: 'Name', email: 'E-mail', mobile: 'Mobile', storeId: 'Home store' };

/** "email: is already a rider" → the field and its words; null for a refusal about no one field. */
export function riderServerProblem(message: string): { field: keyof RiderFormValues; text: string } | null {
  const match = /^(\w+): (.+)$/.exec(message);
  if (match && match[1] && match[1] in riderFormLabels) {
    const field = match[1] as keyof RiderFormValues;
    return { field, text: problemText(riderFormLabels[field], { message: match[2] }) ?? message };
  }
  if (/e-?mail/i.test(message)) return { field: 'email', text: message };
  if (/mobile/i.test(message)) return { field: 'mobile', text: message };
  return null;
}

/**
 * An edit sends the rider's id and only what changed (the e-mail never does: it is their sign-in);
 * a store that did not change is not sent, as the server refuses a new store while they deliver.
 */
export function riderChanges(
  rider: { _id: string; name: string; mobile: string; storeId: string },
  values: { name: string; mobile: string; storeId: string },
): { _id: string; name?: string; mobile?: string; storeId?: string } {
  return {
    _id: rider._id,
    ...(values.name !== rider.name ? { name: values.name } : {}),
    ...(values.mobile !== rider.mobile ? { mobile: values.mobile } : {}),
    ...(values.storeId !== rider.storeId ? { storeId: values.storeId } : {}),
  };
}
