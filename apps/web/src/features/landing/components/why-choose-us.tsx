import { Brush, PackageCheck, ShieldCheck, Truck } from 'lucide-react';
import { formatRupees } from '@kala/contract/money';
import { FREE_SHIPPING_ABOVE } from '@kala/contract/shipping-policy';
import { SectionHeading } from './section-heading';

/** Spec §1: four 'why choose us' points. */
const POINTS = [
  {
    title: 'Truly handmade',
    text: 'No prints, no factories. Every piece is painted, dotted or shaped by a named artisan.',
    Icon: Brush,
  },
  {
    title: 'Free shipping',
    text: `On orders above ${formatRupees(FREE_SHIPPING_ABOVE)} across most of India, tracked from our studio to your door.`,
    Icon: Truck,
  },
  {
    title: 'Packed with care',
    text: 'Corner guards, bubble wrap and double boxes: fragile clay and mirror work arrive whole.',
    Icon: PackageCheck,
  },
  {
    title: 'Secure payments',
    text: 'Pay online through a trusted gateway, or choose cash on delivery.',
    Icon: ShieldCheck,
  },
] as const;

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 render-when-near">
      <SectionHeading id="why-heading" eyebrow="Why Kala" title="Why shoppers choose us" />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {POINTS.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-3xl bg-white p-7 ring-1 ring-stone-200">
            <Icon aria-hidden="true" className="h-8 w-8 text-clay" />
            <h3 className="mt-4 font-display text-xl text-ink">{title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
