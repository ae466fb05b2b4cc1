import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { addressBody } from './address.js';
import { productBody } from './product.js';
import { bodyProblems, fieldLabel, problemSentence, problemsMessage } from './problems.js';
import { registerBody } from './user.js';

/** The problems route() answers for a body this schema refuses. */
const refused = (schema: z.ZodType, body: unknown) => {
  const parsed = schema.safeParse(body);
  if (parsed.success) throw new Error('accepted');
  return bodyProblems(parsed.error.issues);
};

describe('field problems in plain words', () => {
  it('puts the field’s plain name before a schema’s "is"/"must", and leaves a sentence as it is', () => {
    expect(problemSentence('Name', 'is required')).toBe('Name is required');
    expect(problemSentence('Price', 'must have at most 2 decimals')).toBe('Price must have at most 2 decimals');
    expect(problemSentence('PIN code', 'Enter a 6-digit PIN code')).toBe('Enter a 6-digit PIN code');
  });

  it('names fields as the forms do, never by their code names', () => {
    expect(fieldLabel(['address_line'])).toBe('Address line');
    expect(fieldLabel(['subCategory'])).toBe('Sub category');
    expect(fieldLabel(['image', 0])).toBe('Image');
    expect(fieldLabel(['more_details', 'Brand'])).toBe('Brand');
    expect(fieldLabel(['zones', 2, 'travelMinutes'])).toBe('Travel minutes');
    expect(fieldLabel(['someNewField'])).toBe('Some new field');
    expect(fieldLabel(['subCategory', 0, '_id'])).toBe('Sub category');
    expect(fieldLabel(['_id'])).toBe('Item');
    expect(fieldLabel([])).toBe('This field');
  });

  it('lists every wrong field of an address at once, with the shop’s words', () => {
    const problems = refused(addressBody, { address_line: ' ', city: 'Pune', state: 'MH', country: 'India', pincode: '0123', mobile: '98765' });
    expect(problems).toEqual([
      { field: 'address_line', message: 'Address line is required' },
      { field: 'pincode', message: 'Enter a 6-digit PIN code' },
      { field: 'mobile', message: 'Mobile number has 10 digits' },
    ]);
    expect(problemsMessage(problems)).toBe('Address line is required; Enter a 6-digit PIN code; Mobile number has 10 digits');
  });

  it('says a 10-digit number that no Indian mobile starts with plainly', () => {
    expect(refused(addressBody, { address_line: 'a', city: 'b', state: 'c', country: 'd', pincode: '411001', mobile: '5876543210' })).toEqual([
      { field: 'mobile', message: 'Mobile number starts with 6, 7, 8 or 9' },
    ]);
  });

  it('words a product’s problems once per field, a custom field by its own name', () => {
    const problems = refused(productBody, {
      name: '',
      description: 'd',
      unit: '1 kg',
      image: ['/media/category/a.png', '/media/category/b.png'],
      category: [{ _id: 'c1' }],
      subCategory: [{ _id: 's1' }],
      stock: 'many',
      price: '12.345',
      discount: 0,
      more_details: { Brand: '' },
    });
    expect(problems.map((p) => p.field)).toEqual(['name', 'image.0', 'image.1', 'stock', 'price', 'more_details.Brand']);
    expect(problems.find((p) => p.field === 'price')?.message).toBe('Price must have at most 2 decimals');
    expect(problems.find((p) => p.field === 'more_details.Brand')?.message).toBe('Brand is required');
    // No internal path in what a person reads.
    for (const { message } of problems) expect(message).not.toMatch(/\/api\/|\/media\//);
  });

  it('words zod’s own messages as the schemas do', () => {
    const schema = z.object({ name: z.string().min(1), tags: z.array(z.string()).max(2), kind: z.enum(['a', 'b']), age: z.number().max(9) });
    expect(refused(schema, { name: '', tags: ['x', 'y', 'z'], kind: 'c', age: 10 }).map((p) => p.message)).toEqual([
      'Name is required',
      'Tags must have at most 2',
      'Kind must be one of a, b',
      'Age must be at most 9',
    ]);
    expect(refused(schema, {}).map((p) => p.message)).toEqual(['Name is required', 'Tags is required', 'Kind must be one of a, b', 'Age is required']);
  });

  it('keeps a rule over the whole body as its own sentence', () => {
    const problems = refused(registerBody, { name: 'A', email: 'a@example.com', password: 'Abcdef#1', confirmPassword: 'other' });
    expect(problems).toEqual([{ field: '', message: 'password and confirm password must be same' }]);
  });

  it('says a body that is no object plainly', () => {
    expect(refused(addressBody, [])).toEqual([{ field: '', message: 'The request is not in the form this page sends' }]);
  });
});
