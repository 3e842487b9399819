import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Globe, Handshake, Landmark } from 'lucide-react';
import { eyebrowTracking } from './section-heading';

/** Spec §1: the mission's three points. */
const POINTS = [
  {
    title: msg`Global Reach`,
    text: msg`We bring the work of village artisans to homes across India, and soon beyond, so their craft finds buyers far from the local fair.`,
    Icon: Globe,
  },
  {
    title: msg`Fair Trade`,
    text: msg`Makers set their own prices and receive them in full, paid within a week of a sale. No middlemen, no haggling.`,
    Icon: Handshake,
  },
  {
    title: msg`Cultural Heritage`,
    text: msg`Lippan, Madhubani, terracotta and dot mandala are living traditions. Every sale keeps a craft, and its teachers, at work.`,
    Icon: Landmark,
  },
] as const;

export function MissionSection() {
  return (
    <section aria-labelledby="mission-heading" className="bg-clay-dark py-20 text-white render-when-near">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className={`text-sm font-semibold uppercase ${eyebrowTracking()} text-amber-300`}>
            <Trans>Our mission</Trans>
          </p>
          <h2 id="mission-heading" className="mt-3 font-display text-3xl sm:text-4xl">
            <Trans>A living for artisans, art for every home</Trans>
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {POINTS.map(({ title, text, Icon }, index) => (
            <li key={index} className="rounded-3xl bg-white/10 p-8 ring-1 ring-white/15">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-turmeric text-ink">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-5 font-display text-2xl">{i18n._(title)}</h3>
              <p className="mt-3 leading-relaxed text-white/85">{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
