import { Link } from 'react-router';
import { SIZE_LABELS, sizeInCentimetres } from '@kala/contract/sizes';
import { usePageMeta } from '../../lib/use-page-meta';

/** Where each size suits, for the guide's advice column. */
const WHERE: Record<(typeof SIZE_LABELS)[number], string> = {
  '6 inch': 'Shelves, desks and bedside tables; groups of three on a small wall.',
  '8 inch': 'Gallery walls and narrow spaces beside doors or windows.',
  '10 inch': 'Above a console or study table; pairs well in twos.',
  '12 inch': 'A focal piece for a small wall, or above a bed in a set.',
  '16 inch': 'A statement piece above a sofa, bed or entrance table.',
};

export default function SizeGuidePage() {
  usePageMeta('Size Guide', 'The five sizes of Kala pieces in inches and centimetres, and where each one suits.');
  return (
    <div className="mx-auto max-w-4xl px-4 pb-20 pt-12 sm:px-6">
      <h1 className="font-display text-4xl text-clay-dark sm:text-5xl">Size Guide</h1>
      <p className="mt-4 text-lg text-muted">
        Every piece comes in up to five sizes. The size is the width of the piece (the diameter for round plates and
        mandalas); frames and hooks add about 1 cm.
      </p>
      <div
        className="mt-10 overflow-x-auto rounded-3xl bg-white ring-1 ring-stone-200"
        // Scrolls sideways on phones, so it must be reachable by keyboard too.
        tabIndex={0}
        role="region"
        aria-label="Size table"
      >
        <table className="w-full min-w-[520px] text-left">
          <caption className="sr-only">Sizes in inches and centimetres</caption>
          <thead className="bg-sand/60 text-sm text-ink">
            <tr>
              <th scope="col" className="px-6 py-4 font-semibold">
                Size
              </th>
              <th scope="col" className="px-6 py-4 font-semibold">
                Inches
              </th>
              <th scope="col" className="px-6 py-4 font-semibold">
                Centimetres
              </th>
              <th scope="col" className="px-6 py-4 font-semibold">
                Where it suits
              </th>
            </tr>
          </thead>
          <tbody>
            {SIZE_LABELS.map((label) => (
              <tr key={label} className="border-t border-stone-100">
                <th scope="row" className="px-6 py-4 font-display text-lg text-clay-dark">
                  {label}
                </th>
                <td className="px-6 py-4 text-ink">{Number.parseInt(label, 10)}″</td>
                <td className="px-6 py-4 text-ink">{sizeInCentimetres(label)} cm</td>
                <td className="px-6 py-4 text-muted">{WHERE[label]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="prose-kala mt-12">
        <h2>Choosing a size</h2>
        <ul>
          <li>
            Above furniture, choose a piece about two-thirds the width of the furniture, or a group that spans it.
          </li>
          <li>Hang the centre of the piece at eye level, about 145–150 cm from the floor.</li>
          <li>Cut paper to the size and tape it to the wall for a day before you order.</li>
        </ul>
        <p>
          Need a size we do not list? Artists take commissions: <Link to="/contact">write to us</Link>.
        </p>
      </div>
    </div>
  );
}
