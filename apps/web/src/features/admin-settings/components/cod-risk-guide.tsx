import { RISK_POINTS } from '@kala/contract/cod';
import { formatRupees } from '@kala/contract/money';

/**
 * What the tiers mean and what the risk score counts, in plain words beside the thresholds, so the seller can pick
 * them. The points are the contract's RISK_POINTS, which the server's scoring reads too (decision 030).
 */
const pct = (rate: number) => `${Math.round(rate * 100)}%`;
const [pinHigh, pinRaised] = RISK_POINTS.pincode;
const [valueHigh, valueRaised] = RISK_POINTS.value;
const COUNTS: { what: string; points: string }[] = [
  {
    what: "The PIN code's COD parcels that came back in this store (a PIN code with few orders counts as average)",
    points: `+${pinRaised.points} from a ${pct(pinRaised.rate)} return rate, +${pinHigh.points} from ${pct(pinHigh.rate)}`,
  },
  {
    what: "The shopper's earlier COD orders",
    points: `+${RISK_POINTS.shopperFailedOnce} for one refused or returned, +${RISK_POINTS.shopperFailedTwice} for two or more; −${-RISK_POINTS.shopperDelivered} for two or more delivered and none refused`,
  },
  {
    what: 'The order value',
    points: `+${valueRaised.points} over ${formatRupees(valueRaised.aboveRupees)}, +${valueHigh.points} over ${formatRupees(valueHigh.aboveRupees)}`,
  },
  { what: 'An account made today with nothing delivered yet', points: `+${RISK_POINTS.newAccount}` },
  {
    what: 'The address',
    points: `+${RISK_POINTS.noHouseNumber} with no house or flat number, +${RISK_POINTS.shortAddress} for a very short first line, +${RISK_POINTS.fillerText} for filler text (test, asdf, xxxx)`,
  },
  { what: 'A phone that cannot be an Indian mobile number', points: `+${RISK_POINTS.notAMobile}` },
];

export function CodRiskGuide({ mediumFrom, highFrom }: { mediumFrom: number; highFrom: number }) {
  const known = Number.isFinite(mediumFrom) && Number.isFinite(highFrom);
  return (
    <div className="space-y-3 rounded-2xl bg-sand/40 p-4 text-sm text-ink">
      <p>
        Every cash-on-delivery order gets a risk score of 0 to 100 at checkout, from this store&apos;s own history and
        the address.
        {known &&
          ` Now: 0 to ${mediumFrom - 1} is low, ${mediumFrom} to ${highFrom - 1} medium, ${highFrom} and above high.`}
      </p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <span className="font-semibold">Low risk:</span> cash on delivery is offered.
        </li>
        <li>
          <span className="font-semibold">Medium risk:</span> cash on delivery needs the shopper&apos;s confirmation, or
          a part paid online first, as chosen below.
        </li>
        <li>
          <span className="font-semibold">High risk:</span> cash on delivery is not offered; checkout asks the shopper
          to pay online.
        </li>
      </ul>
      <details className="rounded-xl bg-white p-3">
        <summary className="cursor-pointer rounded font-semibold focus-visible:outline-3 focus-visible:outline-turmeric">
          What the score counts
        </summary>
        <dl className="mt-2 space-y-2">
          {COUNTS.map(({ what, points }) => (
            <div key={what}>
              <dt>{what}</dt>
              <dd className="text-muted">{points}</dd>
            </div>
          ))}
          <div>
            <dt>The block and allow lists below</dt>
            <dd className="text-muted">
              A blocked PIN code or phone is always high risk; an allowed one always low, even above the COD ceiling.
            </dd>
          </div>
        </dl>
      </details>
    </div>
  );
}
