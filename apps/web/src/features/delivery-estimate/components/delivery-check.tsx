import { Trans } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DELIVERY_ESTIMATE_MESSAGES } from '@kala/contract/delivery-estimate-text';
import { PINCODE_PATTERN } from '@kala/contract/pincode';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { deliveryEstimateQueryOptions } from '../api/get-delivery-estimate';
import { getSavedPincode, savePincode } from '../api/saved-pincode';
import { combineEstimates } from '../lib/combine-estimates';
import { rememberedPincode, rememberPincode } from '../lib/remembered-pincode';
import { DeliveryAnswer } from './delivery-answer';
import type { DeliveryCheckProps } from './delivery-check-props';
import { DeliveryCheckFrame } from './delivery-check-frame';
import { PincodeForm } from './pincode-form';

/**
 * The PIN field (issue 26 item 1): answers in place whether the pieces reach the PIN code, by when, whether cash on
 * delivery is offered there and the zone's free-shipping rule. The PIN code checked is remembered on the device and,
 * for a signed-in shopper, on the server (so another device of theirs starts with it).
 */
export default function DeliveryCheck({
  pieces,
  orderValue,
  initialDraft,
  autoFocus,
  checkOnArrival,
}: DeliveryCheckProps) {
  const { user } = useSession();
  const [pin, setPin] = useState<string | null>(() =>
    checkOnArrival && initialDraft && PINCODE_PATTERN.test(initialDraft) ? initialDraft : rememberedPincode(),
  );
  const [draft, setDraft] = useState(() => initialDraft || pin || '');
  const [formError, setFormError] = useState<string | null>(() =>
    checkOnArrival && !PINCODE_PATTERN.test(initialDraft ?? '') ? DELIVERY_ESTIMATE_MESSAGES.postcode : null,
  );
  const input = useRef<HTMLInputElement>(null);

  // Nothing on this device yet: a signed-in shopper's PIN code from the server.
  const userId = user?._id;
  useEffect(() => {
    if (!userId || rememberedPincode()) return;
    let live = true;
    getSavedPincode()
      .then((saved) => {
        if (!live || !saved || rememberedPincode()) return;
        rememberPincode(saved);
        setPin((now) => now ?? saved);
        setDraft((now) => now || saved);
      })
      .catch(() => undefined); // the field works without it
    return () => {
      live = false;
    };
  }, [userId]);

  // A PIN code typed into the placeholder and checked before the code arrived is remembered like any other.
  useEffect(() => {
    if (checkOnArrival && pin && pin === initialDraft) remember(pin);
    // Once, on arrival: what the placeholder was given does not change.
  }, []);

  function remember(value: string) {
    rememberPincode(value);
    if (userId) void savePincode(value).catch(() => undefined);
  }

  const results = useQueries({
    queries: pin ? pieces.map((piece) => deliveryEstimateQueryOptions(pin, piece)) : [],
  });
  const pending = results.some((r) => r.isPending);
  const failed = results.find((r) => r.error)?.error;
  const answer = pin && !pending && !failed ? combineEstimates(results.map((r) => r.data!)) : undefined;

  function submit(value: string) {
    if (!PINCODE_PATTERN.test(value)) {
      setFormError(DELIVERY_ESTIMATE_MESSAGES.postcode);
      input.current?.focus();
      return;
    }
    setFormError(null);
    setPin(value);
    remember(value);
  }

  return (
    <DeliveryCheckFrame>
      <PincodeForm
        value={draft}
        onChange={setDraft}
        onSubmit={submit}
        error={formError}
        busy={Boolean(pin) && pending}
        autoFocus={autoFocus}
        inputRef={input}
      />
      <div role="status" aria-live="polite" className="mt-3 text-sm empty:hidden">
        {pin && !formError && pending && pieces.length > 0 && (
          <p className="text-muted">
            <Trans>Checking {pin}…</Trans>
          </p>
        )}
        {pin && !formError && failed && (
          <p className="text-red-800">{errorMessage(failed, DELIVERY_ESTIMATE_MESSAGES.failed)}</p>
        )}
        {answer && !formError && <DeliveryAnswer answer={answer} orderValue={orderValue} />}
      </div>
    </DeliveryCheckFrame>
  );
}
