import { Globe, Handshake, Landmark } from 'lucide-react';

/** Spec §1: the mission's three points. */
const POINTS = [
  {
    title: 'Global Reach',
    text: 'We bring the work of village artisans to homes across India, and soon beyond, so their craft finds buyers far from the local fair.',
    Icon: Globe,
  },
  {
    title: 'Fair Trade',
    text: 'Makers set their own prices and receive them in full, paid within a week of a sale. No middlemen, no haggling.',
    Icon: Handshake,
  },
  {
    title: 'Cultural Heritage',
    text: 'Lippan, Madhubani, terracotta and dot mandala are living traditions. Every sale keeps a craft, and its teachers, at work.',
    Icon: Landmark,
  },
] as const;

export function MissionSection() {
  return (
    <section aria-labelledby="mission-heading" className="bg-clay-dark py-20 text-white render-when-near">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-amber-300">Our mission</p>
          <h2 id="mission-heading" className="mt-3 font-display text-3xl sm:text-4xl">
            A living for artisans, art for every home
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {POINTS.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-3xl bg-white/10 p-8 ring-1 ring-white/15">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-turmeric text-ink">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-5 font-display text-2xl">{title}</h3>
              <p className="mt-3 leading-relaxed text-white/85">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
