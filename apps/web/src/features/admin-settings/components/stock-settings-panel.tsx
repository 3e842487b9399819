import { useEffect, useRef, useState, type FormEvent } from 'react';
import { lowStockSettingsSchema } from '@kala/contract/stock';
import { LOW_STOCK_MESSAGES, LOW_STOCK_THRESHOLD_MAX } from '@kala/contract/stock-notes';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSaveStockSettings, useStockSettings } from '../api/stock-settings';

/**
 * The seller's low-stock threshold (issue 26 item 4, decision 038): the Overview lists every counted size of a piece on
 * sale with this many pieces or fewer. One number for the whole shop.
 */
export function StockSettingsPanel() {
  const settings = useStockSettings();
  const section = useRef<HTMLElement>(null);
  const loaded = settings.isSuccess;
  // The Overview's 'Change the threshold' links here (#stock-settings), below the tax and COD panels.
  useEffect(() => {
    if (loaded && window.location.hash === '#stock-settings') section.current?.scrollIntoView();
  }, [loaded]);
  return (
    <section ref={section} id="stock-settings" aria-labelledby="stock-settings-heading" className="space-y-4">
      <div>
        <h3 id="stock-settings-heading" className="font-display text-xl text-clay-dark">
          Low stock
        </h3>
        <p className="mt-1 text-sm text-muted">
          The Overview lists the sizes with this many pieces or fewer, so you know what to make next. Made-to-order
          sizes have no count and are never listed.
        </p>
      </div>
      {settings.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading…
        </p>
      ) : settings.isError ? (
        <FormMessage tone="error">{errorMessage(settings.error, 'Failed to load the stock settings')}</FormMessage>
      ) : (
        <ThresholdForm key={settings.data.threshold} saved={settings.data.threshold} />
      )}
    </section>
  );
}

function ThresholdForm({ saved }: { saved: number }) {
  const [value, setValue] = useState(String(saved));
  const [error, setError] = useState<string>();
  const save = useSaveStockSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = lowStockSettingsSchema.safeParse({ threshold: value.trim() === '' ? NaN : Number(value) });
    if (!parsed.success) return setError(LOW_STOCK_MESSAGES.thresholdInvalid);
    setError(undefined);
    save.mutate(parsed.data, { onSuccess: () => toast.success(LOW_STOCK_MESSAGES.thresholdSaved) });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="w-full max-w-56">
        <TextField
          label="Low-stock threshold (pieces)"
          type="number"
          inputMode="numeric"
          min={0}
          max={LOW_STOCK_THRESHOLD_MAX}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
        />
      </div>
      <button type="submit" className={buttonClass('primary')} aria-busy={save.isPending || undefined}>
        {save.isPending ? 'Saving…' : 'Save'}
      </button>
      {save.isError && (
        <div className="w-full">
          <FormMessage tone="error">{errorMessage(save.error, 'Failed to save the threshold')}</FormMessage>
        </div>
      )}
    </form>
  );
}
