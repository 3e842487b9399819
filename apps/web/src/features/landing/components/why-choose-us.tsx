import { t } from '@lingui/core/macro';
import { Brush, PackageCheck, ShieldCheck, Truck } from 'lucide-react';
import { formatRupees } from '@kala/contract/money';
import { FREE_SHIPPING_ABOVE } from '@kala/contract/shipping-policy';
import { SectionHeading } from './section-heading';

/** Spec §1: four 'why choose us' points (built at render, in the shopper's language). */
function points() {
  const freeAbove = formatRupees(FREE_SHIPPING_ABOVE);
  return [
    {
      title: t`Truly handmade`,
      text: t`No prints, no factories. Every piece is painted, dotted or shaped by a named artisan.`,
      Icon: Brush,
    },
    {
      title: t`Free shipping`,
      text: t`On orders above ${freeAbove} across most of India, tracked from our studio to your door.`,
      Icon: Truck,
    },
    {
      title: t`Packed with care`,
      text: t`Corner guards, bubble wrap and double boxes: fragile clay and mirror work arrive whole.`,
      Icon: PackageCheck,
    },
    {
      title: t`Secure payments`,
      text: t`Pay online through a trusted gateway, or choose cash on delivery.`,
      Icon: ShieldCheck,
    },
  ];
}

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 render-when-near">
      <SectionHeading id="why-heading" eyebrow={t`Why Kala`} title={t`Why shoppers choose us`} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {points().map(({ title, text, Icon }) => (
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
