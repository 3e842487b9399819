/**
 * Days the studio does not pack and couriers do not deliver, besides Sundays (decision 036).
 *
 * Source: the Department of Personnel and Training's Office Memorandum of 3 July 2025, "Holidays to be observed in
 * Central Government Offices during the year 2026", Annexure I (the 17 gazetted holidays of the administrative
 * offices in Delhi/New Delhi; the same list is on india.gov.in's holiday calendar). The dates of Id-ul-Fitr,
 * Id-ul-Zuha, Muharram and Id-e-Milad are the memorandum's, which may move a day with the moon: the Government
 * announces a change a few days ahead, and it is a one-line edit here.
 *
 * 2027: the Government publishes its 2027 list in the middle of 2026 and this file does not have it yet, so 2027
 * holds only what does not depend on the lunar calendar: the three national holidays (Republic Day, Independence
 * Day, Mahatma Gandhi's birthday), Christmas, and Good Friday (26 March 2027: Easter Sunday is 28 March by the
 * Gregorian computus). Add the memorandum's other dates when it is issued; `HOLIDAY_YEARS_COMPLETE` says which years
 * are whole. A year not listed at all counts the fixed-date national holidays only.
 */
export const HOLIDAYS_BY_YEAR: Readonly<Record<number, readonly (readonly [string, string])[]>> = {
  2026: [
    ['2026-01-26', 'Republic Day'],
    ['2026-03-04', 'Holi'],
    ['2026-03-21', 'Id-ul-Fitr'],
    ['2026-03-26', 'Ram Navami'],
    ['2026-03-31', 'Mahavir Jayanti'],
    ['2026-04-03', 'Good Friday'],
    ['2026-05-01', 'Buddha Purnima'],
    ['2026-05-27', 'Id-ul-Zuha (Bakrid)'],
    ['2026-06-26', 'Muharram'],
    ['2026-08-15', 'Independence Day'],
    ['2026-08-26', 'Milad-un-Nabi (Id-e-Milad)'],
    ['2026-09-04', 'Janmashtami'],
    ['2026-10-02', "Mahatma Gandhi's Birthday"],
    ['2026-10-20', 'Dussehra'],
    ['2026-11-08', 'Diwali (Deepavali)'],
    ['2026-11-24', "Guru Nanak's Birthday"],
    ['2026-12-25', 'Christmas Day'],
  ],
  2027: [
    ['2027-01-26', 'Republic Day'],
    ['2027-03-26', 'Good Friday'],
    ['2027-08-15', 'Independence Day'],
    ['2027-10-02', "Mahatma Gandhi's Birthday"],
    ['2027-12-25', 'Christmas Day'],
  ],
};

/** Years whose list is the Government's whole list (the others hold only the fixed-date days). */
export const HOLIDAY_YEARS_COMPLETE: readonly number[] = [2026];

/** The national holidays on a fixed date every year (month-day), for a year the table does not list. */
export const FIXED_NATIONAL_HOLIDAYS: readonly string[] = ['01-26', '08-15', '10-02', '12-25'];
