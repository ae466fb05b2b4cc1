/**
 * What the API accepts, in one module for both sides: the server's validation (the calls' zod
 * schemas in core/contracts/) and the site's forms (inputs' maxLength, counts, the checks before an
 * upload) import these numbers, so a form never offers more than the server takes. Plain constants,
 * no imports: the site bundles only the ones it uses (the home page too, so the zod schemas stay out
 * of this module).
 */

/** Names of users, categories and sub categories. */
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;
/** The user pool's password policy (infra/stacks/auth-stack.ts). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Password recovery codes. */
export const OTP_LENGTH = 6;

export const PRODUCT_NAME_MAX = 150;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const PRODUCT_UNIT_MAX = 50;
export const PRODUCT_IMAGES_MAX = 8;
export const PRODUCT_STOCK_MAX = 1_000_000;
/** Categories a product is listed under, and sub categories (each). */
export const PRODUCT_LINKS_MAX = 10;
/** Custom product fields (more_details): how many, and the length of a name and of its text. */
export const CUSTOM_FIELDS_MAX = 20;
export const CUSTOM_FIELD_NAME_MAX = 40;
export const CUSTOM_FIELD_VALUE_MAX = 500;
/** Categories a sub category is listed under. */
export const SUBCATEGORY_LINKS_MAX = 20;

export const ADDRESS_LINE_MAX = 200;
/** City, state and country. */
export const ADDRESS_PART_MAX = 80;
/** Indian PIN codes. */
export const PINCODE_DIGITS = 6;

/** The reason given when an order is cancelled. */
export const CANCEL_REASON_MAX = 200;
/** Why an admin marks delivered an order whose handover code locked. */
export const LOCKED_HANDOVER_REASON_MAX = 200;
/** What a shopper types in search. */
export const SEARCH_TEXT_MAX = 100;

/** Uploads (DESIGN.md hard rules): images only, of these types, at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
} as const;

/** A product's SKU: letters, digits, `-`, `_`, `.`; unique regardless of case. */
export const SKU_MAX = 64;
/** Product imports: one CSV of at most this size and this many data rows. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
/** Most lines a guest cart (kept in the browser before sign-in) holds, and brings to the account at sign-in. */
export const GUEST_CART_MAX_LINES = 100;
