import { PINCODE_STORAGE_KEY } from '@kala/contract/delivery-estimate-text';
import { PINCODE_PATTERN } from '@kala/contract/pincode';

/** The PIN code this device last checked, or null (storage off, or nothing well-formed kept). */
export function rememberedPincode(): string | null {
  try {
    const value = localStorage.getItem(PINCODE_STORAGE_KEY);
    return value && PINCODE_PATTERN.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberPincode(pincode: string): void {
  try {
    localStorage.setItem(PINCODE_STORAGE_KEY, pincode);
  } catch {
    // Private browsing with storage off: the answer still shows, it is just not remembered.
  }
}
