import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Award, Globe, Quote } from 'lucide-react';
import { FacebookIcon, InstagramIcon } from '../../../components/layout/social-icons';
import { formatDate } from '../../../lib/format';
import type { TeamMember } from '../team-members';
import { Portrait } from './portrait';

const SOCIAL = [
  { key: 'instagram', label: msg`Instagram`, Icon: InstagramIcon },
  { key: 'facebook', label: msg`Facebook`, Icon: FacebookIcon },
  { key: 'website', label: msg`Website`, Icon: Globe },
] as const;

/** One artist of the team page: portrait, role, founder badge, experience, links, specialties, bio, quote, achievements. */
export function MemberCard({ member }: { member: TeamMember }) {
  const name = member.name;
  const years = member.experience;
  // lib/format: the store's en-US dates in English, Hindi's own ('1 मार्च 2019') on a Hindi page.
  const since = formatDate(member.joinedDate);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200 md:flex-row">
      <div className="relative md:w-64 md:shrink-0">
        <Portrait member={member} className="aspect-square w-full md:h-full md:aspect-auto" />
        {member.isFounder && (
          <span className="absolute left-4 top-4 rounded-full bg-turmeric px-3 py-1 text-xs font-bold text-ink">
            <Trans>Co-founder</Trans>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 className="font-display text-2xl text-ink">{member.name}</h3>
            <p className="font-semibold text-clay">{i18n._(member.role)}</p>
            <p className="mt-1 text-sm text-muted">
              {t`${plural(years, { one: '# year of experience', other: '# years of experience' })} · with Kala since ${since}`}
            </p>
          </div>
          <ul className="flex gap-1" aria-label={t`${name} online`}>
            {SOCIAL.filter((s) => member.socialLinks[s.key]).map(({ key, label, Icon }) => {
              const network = i18n._(label);
              return (
                <li key={key}>
                  <a
                    href={member.socialLinks[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex h-9 w-9 items-center justify-center rounded-full bg-sand text-clay-dark hover:bg-clay hover:text-white"
                  >
                    <Icon aria-hidden="true" className="h-4 w-4" />
                    <span className="sr-only">{t`${name} on ${network} (opens in a new tab)`}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t`Specialties`}>
          {member.specialties.map((s) => (
            <li key={s.id} className="rounded-full bg-sand px-3 py-1 text-xs font-semibold text-ink">
              {i18n._(s)}
            </li>
          ))}
        </ul>
        <p className="mt-4 leading-relaxed text-muted">{i18n._(member.bio)}</p>
        <blockquote className="mt-5 flex gap-3 rounded-2xl bg-paper p-4 font-display italic text-clay-dark">
          <Quote aria-hidden="true" className="h-5 w-5 shrink-0 text-turmeric" />
          <p>{i18n._(member.favoriteQuote)}</p>
        </blockquote>
        <h4 className="mt-5 text-sm font-semibold uppercase tracking-wide text-ink">
          <Trans>Achievements</Trans>
        </h4>
        <ul className="mt-2 space-y-1.5">
          {member.achievements.map((a) => (
            <li key={a.id} className="flex gap-2 text-sm text-muted">
              <Award aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-turmeric" />
              {i18n._(a)}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
