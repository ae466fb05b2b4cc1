import type * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { addressFields } from './address.js';
import { customFieldValue, moreDetails, refList } from './catalog-fields.js';
import { email, imageUrl, mobile, name, password } from './fields.js';
import { productFields } from './product.js';

/** The message of the first issue, or null when the value passes. */
const problem = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? '?');
};

describe('shared field schemas', () => {
  it('word every problem as the end of a sentence about the field, or as a whole sentence, which the site and the server both rely on', () => {
    const bad: [z.ZodType, unknown][] = [
      [name, ''],
      [name, '\u200B'],
      [name, 'x'.repeat(81)],
      [email, ''],
      [email, 'not-an-email'],
      [password, 'short'],
      [password, 'longenough'],
      [mobile, '12345'],
      [imageUrl, 'https://elsewhere.example/x.png'],
      [addressFields.pincode, '012345'],
      [refList(3), []],
      [productFields.image, []],
      [productFields.stock, ''],
      [productFields.stock, '1.5'],
      [productFields.price, '0'],
      [productFields.price, '12.345'],
      [productFields.discount, '101'],
      [productFields.description, '   '],
      [customFieldValue, ''],
    ];
    for (const [schema, value] of bad) {
      expect(problem(schema, value), JSON.stringify(value)).toMatch(/^((is|must) |[A-Z].*[a-z0-9)]$)/);
    }
  });

  it('say the shop’s words for a PIN code, a mobile number and an e-mail', () => {
    expect(problem(addressFields.pincode, '5600')).toBe('Enter a 6-digit PIN code');
    expect(problem(mobile, '98765 4321')).toBe('Mobile number has 10 digits');
    expect(problem(mobile, '1234567890')).toBe('Mobile number starts with 6, 7, 8 or 9');
    expect(problem(email, 'asha@')).toBe('Enter a valid email address, like name@example.com');
  });

  it('judge a custom field value as moreDetails does', () => {
    for (const value of ['', '   ', 'Khewra', 'x'.repeat(500), 'x'.repeat(501)]) {
      const alone = problem(customFieldValue, value);
      const inProduct = problem(moreDetails, { Origin: value });
      expect(alone, JSON.stringify(value)).toBe(inProduct);
    }
  });

  it('normalise what people type: e-mail lower case, mobile without +91, names trimmed', () => {
    expect(email.parse(' Asha@Example.COM ')).toBe('asha@example.com');
    expect(mobile.parse('+91 98765-43210')).toBe('9876543210');
    expect(name.parse('  Café ')).toBe('Café');
  });
});
