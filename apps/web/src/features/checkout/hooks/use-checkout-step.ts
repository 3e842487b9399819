import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CHECKOUT_STEPS, type CheckoutStep } from '../components/checkout-stepper';

const STEP_PARAM = 'step';
const position = (step: CheckoutStep) => CHECKOUT_STEPS.findIndex((s) => s.id === step);

/** The step the address names: `?step=shipping`, `payment` or `review`; the address step has no parameter. */
function stepOf(params: URLSearchParams): CheckoutStep {
  const asked = params.get(STEP_PARAM);
  return CHECKOUT_STEPS.find((s) => s.id === asked)?.id ?? 'address';
}

const searchFor = (step: CheckoutStep) => (step === 'address' ? '' : `?${STEP_PARAM}=${step}`);

/** What a step's history entry remembers: the step it was reached from, so 'Back' can return to that very entry. */
interface StepEntryState {
  checkoutFrom?: CheckoutStep;
}

/**
 * The checkout's step lives in the page's address, one history entry a step: the browser's Back and Forward move
 * between steps, and a reload stays on the step it was on. A step the shopper cannot be on yet (a review without an
 * address, say, from a bookmark or a draft that was cleared) gives way to the furthest one they can reach.
 *
 * `go` moves forward (or to a step to change, from the review) as a new entry; `back` steps down, as the browser's
 * Back would when the step below is the entry before this one, so that Forward then works as expected.
 */
export function useCheckoutStep(furthest: CheckoutStep) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const asked = stepOf(params);
  const step = position(asked) <= position(furthest) ? asked : furthest;

  useEffect(() => {
    if (step !== asked) void navigate({ search: searchFor(step) }, { replace: true, state: location.state });
  }, [step, asked, navigate, location.state]);

  // Whether the shopper has moved since the page opened: only then does a step's heading take the focus.
  const shownFirst = useRef(step);
  const moved = useRef(false);
  if (step !== shownFirst.current) moved.current = true;

  const go = (next: CheckoutStep) => {
    if (next === step) return;
    void navigate({ search: searchFor(next) }, { state: { checkoutFrom: step } satisfies StepEntryState });
  };
  const back = (to: CheckoutStep) => {
    if ((location.state as StepEntryState | null)?.checkoutFrom === to) void navigate(-1);
    else void navigate({ search: searchFor(to) }, { replace: true });
  };

  return { step, moved: moved.current, go, back };
}
