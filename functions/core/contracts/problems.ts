/**
 * How a refused field is said to a shopper or an admin, the same on the server (route() words a
 * refused body with it) and in the site's forms (lib/form.ts): the field's plain name in front of a
 * schema's "is required" / "must be at most 80 characters", or a schema's own sentence ("Enter a
 * 6-digit PIN code") as it is. Pure: no zod here, the issues come in as plain objects.
 */

/** One refused field: `field` is its path in the body ("pincode", "more_details.Brand"), '' for the body. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** The body keys of the routes, as the forms call them (plain words, no code names). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  _id: 'Item',
  name: 'Name',
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  mobile: 'Mobile number',
  pincode: 'PIN code',
  address_line: 'Address line',
  city: 'City',
  state: 'State',
  country: 'Country',
  otp: 'Code',
  avatar: 'Picture',
  image: 'Image',
  category: 'Category',
  subCategory: 'Sub category',
  unit: 'Unit',
  stock: 'Stock',
  stockSeen: 'Stock',
  price: 'Price',
  discount: 'Discount',
  description: 'Description',
  more_details: 'Details',
  contentType: 'File',
  size: 'File',
  purpose: 'Upload',
  qty: 'Quantity',
  reason: 'Reason',
  status: 'Status',
  search: 'Search',
  page: 'Page',
  limit: 'Page size',
  cursor: 'Page',
  zones: 'Delivery pincodes',
  travelMinutes: 'Travel minutes',
  prepMinutes: 'Preparation minutes',
  maxOpenOrders: 'Most open orders',
  lowStockThreshold: 'Low stock level',
  hours: 'Hours',
  open: 'Opening time',
  close: 'Closing time',
  day: 'Day',
  addressId: 'Address',
  productId: 'Product',
  storeId: 'Store',
};

/** "address_line" → "Address line", "travelMinutes" → "Travel minutes": a key with no label yet. */
function spelledOut(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words === '' ? 'This field' : words[0]!.toUpperCase() + words.slice(1);
}

/**
 * The name of the field at `path`: a custom product field by its own name ("Brand"), a list entry by
 * its list or its own key ("zones.2.pincode" is the PIN code), anything else by FIELD_LABELS.
 */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const keys = path.filter((key): key is string => typeof key === 'string');
  if (keys[0] === 'more_details' && keys.length > 1) return keys.slice(1).join('.');
  // A link without its id ("subCategory.0._id") is said as the link's list.
  const key = keys.at(-1) === '_id' && keys.length > 1 ? keys.at(-2) : keys.at(-1);
  if (key === undefined) return 'This field';
  return FIELD_LABELS[key] ?? spelledOut(key);
}

/**
 * A problem as a sentence: the shared schemas word most as its end ("is required", "must be at most
 * 80 characters") and get the label in front; a message that is a sentence already ("Enter a 6-digit
 * PIN code", the password mismatch) stays as it is.
 */
export function problemSentence(label: string, message: string): string {
  return /^(is|must) /.test(message) ? `${label} ${message}` : message;
}

/** What route() has of a refused body's issues (zod's, reduced to what is worded). */
export interface BodyIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  values?: readonly unknown[];
}

/** zod's own wording ("Too small: expected string to have >=1 characters"), left where a schema gave none. */
const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Unrecognized)\b/;

/** A schema's message, or for zod's own the same thing in the schemas' words. */
function issueMessage(issue: BodyIssue): string {
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  const list = issue.origin === 'array' || issue.origin === 'set';
  const text = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined/.test(issue.message) ? 'is required' : 'is not the right kind of value';
    case 'too_small':
      if (text && Number(issue.minimum) === 1) return 'is required';
      return list ? `must have at least ${String(issue.minimum)}` : `must be at least ${String(issue.minimum)}${text ? ' characters' : ''}`;
    case 'too_big':
      return list ? `must have at most ${String(issue.maximum)}` : `must be at most ${String(issue.maximum)}${text ? ' characters' : ''}`;
    case 'invalid_value':
      return issue.values?.length ? `must be one of ${issue.values.map(String).join(', ')}` : 'is not one of the choices';
    default:
      return 'is not valid';
  }
}

/**
 * Every refused field once (its first problem), in the body's order, worded for people. An issue of
 * the whole body (two passwords that differ) is its own sentence; a non-object body is said plainly.
 */
export function bodyProblems(issues: readonly BodyIssue[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    const message =
      issue.path.length > 0
        ? problemSentence(fieldLabel(issue.path), issueMessage(issue))
        : issue.code === 'custom'
          ? issue.message
          : 'The request is not in the form this page sends';
    problems.push({ field, message });
  }
  return problems;
}

/** The refusal's one-line message: every problem, the first field's first. */
export function problemsMessage(problems: readonly FieldProblem[]): string {
  return problems.map((problem) => problem.message).join('; ') || 'The request is not valid';
}
