import { useState, type FormEvent } from 'react';
import { GIFT_WRAP_PRICE_MAX, giftSettingsInputSchema, type GiftSettings } from '@kala/contract/gifting';
import { buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAdminGiftSettings, useSaveGiftSettings } from '../api/gift-settings';
import { GiftCheckbox } from './gift-checkbox';

/**
 * The Settings tab's gift wrap (issue 27 item 3): on or off, and its price in rupees in the store's price mode (GST
 * inside it when prices include GST, added on top otherwise), taxed like the goods at their highest rate.
 */
export function GiftWrapSettingsPanel() {
  const query = useAdminGiftSettings();
  if (query.isPending) {
    return (
      <p className="text-muted" role="status">
        Loading the gift settings…
      </p>
    );
  }
  if (query.isError) return <p role="alert">Could not load the gift settings. Reload to try again.</p>;
  return <GiftWrapForm saved={query.data} />;
}

function GiftWrapForm({ saved }: { saved: GiftSettings }) {
  const save = useSaveGiftSettings();
  const [wrapEnabled, setWrapEnabled] = useState(saved.wrapEnabled);
  const [price, setPrice] = useState(saved.wrapPrice > 0 ? String(saved.wrapPrice) : '');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = giftSettingsInputSchema.safeParse({ wrapEnabled, wrapPrice: Number(price) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: (answer) => toast.success(answer.message ?? 'Gift settings saved'),
      onError: (failure) => setError(errorMessage(failure, 'Could not save the gift settings')),
    });
  };

  return (
    <section aria-labelledby="gift-settings-heading" className="space-y-3">
      <h3 id="gift-settings-heading" className="font-display text-xl text-ink">
        Gift wrap
      </h3>
      <form onSubmit={submit} className="max-w-md space-y-4" noValidate>
        <GiftCheckbox
          label="Offer gift wrap at checkout"
          hint="Shoppers who mark their order as a gift can add it; it is taxed like the goods."
          checked={wrapEnabled}
          onChange={setWrapEnabled}
        />
        <TextField
          label="Gift wrap price (₹)"
          inputMode="decimal"
          value={price}
          error={error}
          hint={`In your price mode (with or without GST, as your product prices are), ₹1 to ₹${GIFT_WRAP_PRICE_MAX}.`}
          onChange={(event) => setPrice(event.target.value)}
        />
        <button
          type="submit"
          className={buttonClass('primary', 'md')}
          aria-disabled={save.isPending || undefined}
          disabled={save.isPending}
        >
          {save.isPending ? 'Saving…' : 'Save gift wrap'}
        </button>
      </form>
    </section>
  );
}
