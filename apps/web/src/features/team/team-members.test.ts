import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
// A test may read the server's seed data: the page must show the artists the demo catalogue credits.
import { DEMO_ARTISTS } from '../../../../server/src/db/seed/demo-artists.ts';
import { TEAM_IMPACT, TEAM_MEMBERS } from './team-members';

describe('team page data', () => {
  it('shows the four artists of the demo catalogue, with their roles and founders', () => {
    expect(TEAM_MEMBERS.map((m) => [m.id, m.name, i18n._(m.role), m.isFounder, m.experience])).toEqual(
      DEMO_ARTISTS.map((a) => [a.slug, a.name, a.role, a.isFounder, a.yearsOfExperience]),
    );
  });

  it('adds up to the impact numbers of spec §2', () => {
    expect(TEAM_IMPACT).toEqual({
      totalArtists: 4,
      yearsOfExperience: 29,
      artworksCreated: 1500,
      happyCustomers: 5000,
    });
    expect(TEAM_MEMBERS).toHaveLength(TEAM_IMPACT.totalArtists);
    expect(TEAM_MEMBERS.reduce((sum, m) => sum + m.experience, 0)).toBe(TEAM_IMPACT.yearsOfExperience);
  });
});
