import { describe, expect, it } from 'vitest';
import { createPincodeDirectory } from './pincode-directory.ts';

// The committed table (pincodes.tsv), read once for this file.
const jaipur = createPincodeDirectory({ pickupPincode: '302001' });

describe('PIN-code directory', () => {
  it('knows Jaipur, the default pickup, as local', async () => {
    expect(await jaipur.lookup('302001')).toEqual({
      pincode: '302001',
      city: 'Jaipur',
      district: 'Jaipur',
      state: 'Rajasthan',
      zone: 'local',
    });
  });

  it('counts places within 300 km of the pickup as local, further ones as national', async () => {
    expect((await jaipur.lookup('110001'))?.zone).toBe('local'); // New Delhi, about 240 km
    expect(await jaipur.lookup('400001')).toEqual({
      pincode: '400001',
      city: 'Mumbai',
      district: 'Mumbai',
      state: 'Maharashtra',
      zone: 'national',
    });
    expect((await jaipur.lookup('560034'))?.zone).toBe('national');
  });

  it.each([
    ['781001', 'Guwahati', 'Assam'],
    ['796001', 'Aizawl', 'Mizoram'],
    ['737101', 'Gangtok', 'Sikkim'],
    ['194101', 'Leh', 'Ladakh'],
    ['194103', 'Kargil', 'Ladakh'],
    ['190001', 'Srinagar', 'Jammu and Kashmir'],
    ['744101', 'Port Blair', 'Andaman and Nicobar Islands'],
    ['682555', 'Lakshadweep', 'Lakshadweep'],
    ['172107', 'Reckong Peo', 'Himachal Pradesh'],
  ])('counts %s (%s, %s) as remote', async (pincode, city, state) => {
    expect(await jaipur.lookup(pincode)).toMatchObject({ pincode, city, state, zone: 'remote' });
  });

  it("gives Telangana's districts their state of 2014", async () => {
    expect(await jaipur.lookup('500001')).toMatchObject({ city: 'Hyderabad', state: 'Telangana' });
    expect(await jaipur.lookup('500032')).toMatchObject({ city: 'Hyderabad', state: 'Telangana' });
    expect(await jaipur.lookup('506002')).toMatchObject({ state: 'Telangana' }); // Warangal
    expect(await jaipur.lookup('520001')).toMatchObject({ state: 'Andhra Pradesh' }); // Vijayawada
    expect(await jaipur.lookup('507121')).toMatchObject({ state: 'Andhra Pradesh' }); // Kunavaram, moved in 2014
  });

  it('names the city a shopper would write', async () => {
    expect((await jaipur.lookup('781005'))?.city).toBe('Guwahati'); // Dispur, Kamrup district
    expect((await jaipur.lookup('110092'))?.city).toBe('Delhi'); // East Delhi district
    expect((await jaipur.lookup('201301'))?.city).toBe('Noida');
    expect((await jaipur.lookup('700091'))?.city).toBe('Kolkata'); // Salt Lake, North 24 Parganas
  });

  it('answers undefined for PIN codes it does not know or that are malformed', async () => {
    for (const pincode of ['999999', '100000', '012345', '12345', 'abcdef', '']) {
      expect(await jaipur.lookup(pincode)).toBeUndefined();
    }
    expect(await jaipur.lookup(' 400001 ')).toMatchObject({ pincode: '400001' });
  });

  it('measures zones from any pickup PIN code', async () => {
    const guwahati = createPincodeDirectory({ pickupPincode: '781001' });
    expect((await guwahati.lookup('781005'))?.zone).toBe('local'); // local wins over remote
    expect((await guwahati.lookup('302001'))?.zone).toBe('national');
    expect(await jaipur.zoneBetween('400001', '411001')).toBe('local'); // Mumbai to Pune
    expect(await jaipur.zoneBetween('400001', '999999')).toBeUndefined();
  });
});
