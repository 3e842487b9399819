import type { SavedPincode } from '@kala/contract/delivery-estimate';
import type { ApiAnswer } from '@kala/contract/envelope';
import { apiRequest } from '../../../lib/api-client';

const URL = '/api/delivery-estimate/pincode';

/** The PIN code the signed-in shopper last checked on any device. */
export const getSavedPincode = () => apiRequest<ApiAnswer<SavedPincode>>(URL).then((answer) => answer.data.pincode);

/** Remembers a checked PIN code for the signed-in shopper (the device keeps its own copy first). */
export const savePincode = (pincode: string) =>
  apiRequest<ApiAnswer<SavedPincode>>(URL, { method: 'PUT', body: { pincode } }).then((answer) => answer.data.pincode);
