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
