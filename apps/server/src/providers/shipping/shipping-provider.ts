/**
 * Courier rates from a shipping provider (architecture §5): the local zone table by default, Shiprocket when
 * SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD are set. Money in integer paise, weight in kg.
 */
export interface RateRequest {
  pickupPincode: string;
  deliveryPincode: string;
  weightKg: number;
  /** Cash on delivery: the courier collects codAmountPaise and charges for it. */
  cod: boolean;
  codAmountPaise: number;
  /** Value of the goods, for the courier's insurance. */
  declaredValuePaise: number;
}

export interface CourierRate {
  courierCompanyId: number;
  courierName: string;
  freightPaise: number;
  /** 0 unless cod. */
  codChargesPaise: number;
  /** Transit days once handed over. */
  estimatedDeliveryDays: number;
  courierType: 'air' | 'surface';
  /** 0-100. */
  deliveryPerformance: number;
}

export interface ShippingProvider {
  readonly name: string;
  /** The couriers that serve this route, cheapest first; an empty list means nobody delivers there. */
  rates(request: RateRequest): Promise<CourierRate[]>;
}

/** The provider could not be asked (timeout, network, 5xx, a body that is not what its documentation says). */
export class ShippingProviderError extends Error {}

/** The provider understood the request and refused it (a 4xx such as 422 'not in NDR'): asking again will not help. */
export class ShippingProviderRefusal extends ShippingProviderError {}
