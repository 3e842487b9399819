/**
 * What the PIN field on the product page needs of the PIN-code rules without zod (shipping.ts builds its schemas on
 * these): the field's code loads on use, and the validation library is not part of it (issue 26 item 1).
 */

/** A PIN code: six digits, never starting with 0 (India Post). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** Spec §5: a postcode that is not six digits. */
export const POSTCODE_MESSAGE = 'Please enter a valid 6-digit postcode';
/** Spec §8: a PIN code no courier serves. */
export const NO_RATES_MESSAGE = 'No shipping rates found for this location.';
