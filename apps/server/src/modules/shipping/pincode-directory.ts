import { PINCODE_PATTERN, type PincodePlace, type ZoneId } from '@kala/contract/shipping';
import { haversineKm, loadPincodeTable, type PincodeRecord, type PincodeTable } from './pincode-data.ts';

/**
 * Where a PIN code is and which zone of the shipping policy (spec §9) it falls in, seen from the store's pickup PIN
 * code (decision 006). The data loads on the first lookup, not at start.
 */
export interface PincodeDirectory {
  /** The place and its zone from the store's pickup PIN code; undefined for a malformed or unknown PIN code. */
  lookup(pincode: string): Promise<PincodePlace | undefined>;
  /** The zone of a delivery PIN code seen from any pickup PIN code; undefined when the delivery one is unknown. */
  zoneBetween(pickupPincode: string, deliveryPincode: string): Promise<ZoneId | undefined>;
}

/** Spec §9: local is within 300 km of where parcels leave from. */
export const LOCAL_RADIUS_KM = 300;

/**
 * Remote areas of the shipping policy: the North-East (with Sikkim), Jammu and Kashmir (couriers' special zone, hills
 * and plains alike), Ladakh, the islands, and the high Himalayan districts of Himachal Pradesh and Uttarakhand.
 */
export const REMOTE_STATES: ReadonlySet<string> = new Set([
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu and Kashmir',
  'Ladakh',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
]);
export const REMOTE_DISTRICTS: ReadonlySet<string> = new Set([
  'Lahul & Spiti',
  'Kinnaur',
  'Chamoli',
  'Pithoragarh',
  'Uttarkashi',
]);

export function zoneOf(pickup: PincodeRecord | undefined, delivery: PincodeRecord): ZoneId {
  if (
    pickup?.lat !== undefined &&
    pickup.lng !== undefined &&
    delivery.lat !== undefined &&
    delivery.lng !== undefined &&
    haversineKm({ lat: pickup.lat, lng: pickup.lng }, { lat: delivery.lat, lng: delivery.lng }) <= LOCAL_RADIUS_KM
  ) {
    return 'local';
  }
  if (REMOTE_STATES.has(delivery.state) || REMOTE_DISTRICTS.has(delivery.district)) return 'remote';
  return 'national';
}

export function createPincodeDirectory(options: {
  pickupPincode: string;
  /** The table to use; by default the packages' data, loaded once per process. */
  load?: () => Promise<PincodeTable>;
}): PincodeDirectory {
  const load = options.load ?? loadPincodeTable;

  async function records(pickupPincode: string, deliveryPincode: string) {
    const pincode = deliveryPincode.trim();
    if (!PINCODE_PATTERN.test(pincode)) return undefined;
    const table = await load();
    const delivery = table.get(pincode);
    return delivery ? { pincode, delivery, pickup: table.get(pickupPincode) } : undefined;
  }

  return {
    async lookup(pincode) {
      const found = await records(options.pickupPincode, pincode);
      if (!found) return undefined;
      const { delivery } = found;
      return {
        pincode: found.pincode,
        city: delivery.city,
        district: delivery.district,
        state: delivery.state,
        zone: zoneOf(found.pickup, delivery),
      };
    },
    async zoneBetween(pickupPincode, deliveryPincode) {
      const found = await records(pickupPincode, deliveryPincode);
      return found ? zoneOf(found.pickup, found.delivery) : undefined;
    },
  };
}
