/** SPEC section 9: below 768 px is a small screen (phones get pages where wide screens get panels). */
export const WIDE_SCREEN = '(min-width: 768px)';
