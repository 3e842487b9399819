import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { TEAM_MEMBERS } from '../../../features/team/team-members';
import { Portrait } from '../../../features/team/components/portrait';
import { SectionHeading } from '../../../features/landing/components/section-heading';

/** Spec §1: the team section shows three members. */
const SHOWN = TEAM_MEMBERS.slice(0, 3);

export function TeamPreview() {
  return (
    <section aria-labelledby="team-heading" className="bg-white py-20 render-when-near">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="team-heading" eyebrow={t`The hands behind Kala`} title={t`Meet our team`}>
          <Trans>Painters, potters and mirror workers who make every piece in the shop.</Trans>
        </SectionHeading>
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {SHOWN.map((member) => (
            <li key={member.id} className="text-center">
              <Portrait member={member} className="mx-auto h-44 w-44 rounded-full ring-4 ring-sand" />
              <h3 className="mt-5 font-display text-2xl text-ink">{member.name}</h3>
              <p className="font-semibold text-clay">{i18n._(member.role)}</p>
              <p className="mx-auto mt-2 max-w-xs text-muted">{i18n._(member.description)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to="/artists" className="font-semibold text-clay underline underline-offset-4 hover:text-clay-dark">
            <Trans>Meet all our artists</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
