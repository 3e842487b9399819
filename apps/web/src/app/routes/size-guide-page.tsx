import { i18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SIZE_LABELS, sizeInCentimetres } from '@kala/contract/sizes';
import { usePageMeta } from '../../lib/use-page-meta';

/** Where each size suits, for the guide's advice column. */
const WHERE: Record<(typeof SIZE_LABELS)[number], MessageDescriptor> = {
  '6 inch': msg`Shelves, desks and bedside tables; groups of three on a small wall.`,
  '8 inch': msg`Gallery walls and narrow spaces beside doors or windows.`,
  '10 inch': msg`Above a console or study table; pairs well in twos.`,
  '12 inch': msg`A focal piece for a small wall, or above a bed in a set.`,
  '16 inch': msg`A statement piece above a sofa, bed or entrance table.`,
};

export default function SizeGuidePage() {
  usePageMeta(t`Size Guide`, t`The five sizes of Kala pieces in inches and centimetres, and where each one suits.`);
  return (
    <div className="mx-auto max-w-4xl px-4 pb-20 pt-12 sm:px-6">
      <h1 className="font-display text-4xl text-clay-dark sm:text-5xl">
        <Trans>Size Guide</Trans>
      </h1>
      <p className="mt-4 text-lg text-muted">
        <Trans>
          Every piece comes in up to five sizes. The size is the width of the piece (the diameter for round plates and
          mandalas); frames and hooks add about 1 cm.
        </Trans>
      </p>
      <div
        className="mt-10 overflow-x-auto rounded-3xl bg-white ring-1 ring-stone-200"
        // Scrolls sideways on phones, so it must be reachable by keyboard too.
        tabIndex={0}
        role="region"
        aria-label={t`Size table`}
      >
        <table className="w-full min-w-[520px] text-left">
          <caption className="sr-only">
            <Trans>Sizes in inches and centimetres</Trans>
          </caption>
          <thead className="bg-sand/60 text-sm text-ink">
            <tr>
              <th scope="col" className="px-6 py-4 font-semibold">
                <Trans>Size</Trans>
              </th>
              <th scope="col" className="px-6 py-4 font-semibold">
                <Trans>Inches</Trans>
              </th>
              <th scope="col" className="px-6 py-4 font-semibold">
                <Trans>Centimetres</Trans>
              </th>
              <th scope="col" className="px-6 py-4 font-semibold">
                <Trans>Where it suits</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {SIZE_LABELS.map((label) => {
              const inches = Number.parseInt(label, 10);
              const centimetres = sizeInCentimetres(label);
              return (
                <tr key={label} className="border-t border-stone-100">
                  <th scope="row" className="whitespace-nowrap px-6 py-4 font-display text-lg text-clay-dark">
                    {/* The label of SIZE_LABELS ('6 inch'), in the shopper's language. */}
                    {t`${inches} inch`}
                  </th>
                  <td className="px-6 py-4 text-ink">{inches}″</td>
                  <td className="whitespace-nowrap px-6 py-4 text-ink">{t`${centimetres} cm`}</td>
                  <td className="px-6 py-4 text-muted">{i18n._(WHERE[label])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="prose-kala mt-12">
        <h2>
          <Trans>Choosing a size</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Above furniture, choose a piece about two-thirds the width of the furniture, or a group that spans it.
            </Trans>
          </li>
          <li>
            <Trans>Hang the centre of the piece at eye level, about 145–150 cm from the floor.</Trans>
          </li>
          <li>
            <Trans>Cut paper to the size and tape it to the wall for a day before you order.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Need a size we do not list? Artists take commissions: <Link to="/contact">write to us</Link>.
          </Trans>
        </p>
      </div>
    </div>
  );
}
