/**
 * Product barcodes as printed on packs: EAN-13 (13 digits) or UPC-A (12 digits), each ending in a
 * GS1 check digit. A picker's scan is matched against them (core/picking.ts), so a code whose
 * check digit is wrong is refused where it is typed, before it can ever match a product.
 */

/** The GS1 check digit of `body` (the code without its last digit): weights 3,1,3,... from the right. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Why `code` is not a barcode we accept, or undefined when it is one. */
export function barcodeProblem(code: string): string | undefined {
  if (!/^(\d{12}|\d{13})$/.test(code)) return 'must be an EAN-13 (13 digits) or UPC-A (12 digits) barcode';
  if (gs1CheckDigit(code.slice(0, -1)) !== Number(code.at(-1))) return 'has a wrong check digit (its last digit): check the number on the pack';
  return undefined;
}

/**
 * One form per product code: a UPC-A is the EAN-13 with a leading 0, so a scanner that reads the
 * same pack either way gives the same key.
 */
export const normalBarcode = (code: string): string => (code.length === 12 ? `0${code}` : code);

/** Each product list's barcode index, built once per list: a catalog snapshot is one list until it reloads. */
const indexes = new WeakMap<object, Map<string, unknown>>();

/**
 * The product with barcode `code` (either form), or undefined: a map lookup once the list's index
 * is built (one pass, kept while the list lives). Barcodes are not unique: the first product of the
 * list with it wins (the catalog's newest).
 */
export function productByBarcode<T extends { barcode?: string }>(products: readonly T[], code: string): T | undefined {
  let index = indexes.get(products) as Map<string, T> | undefined;
  if (!index) {
    index = new Map();
    for (const product of products) if (product.barcode && !index.has(normalBarcode(product.barcode))) index.set(normalBarcode(product.barcode), product);
    indexes.set(products, index);
  }
  return index.get(normalBarcode(code));
}
