import { useText } from '@screenplay/hooks';
import { Button, DateTimeInput } from '@screenplay/ui';
import { useId, useState, type FormEvent } from 'react';
import { isRangeValid } from '../../shared/billing/billing.logic';
import type { DateRange } from '@screenplay/hooks/billing';

/**
 * The from / till days of the orders and rewards (spec §7: "GET orders and GET rewards with from and till ISO
 * dates"): two date fields and Show; a from day after the till day is refused before any call.
 */
export function RangeForm({
  range,
  onApply,
  label,
}: {
  range: DateRange;
  onApply: (range: DateRange) => void;
  label: string;
}) {
  const t = useText();
  const ids = { from: useId(), till: useId(), error: useId() };
  const [draft, setDraft] = useState<DateRange>(range);
  const [isInvalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const isValid = isRangeValid(draft);
    setInvalid(!isValid);
    if (isValid) onApply(draft);
  };

  return (
    <form data-scope="billing" data-part="range" aria-label={label} onSubmit={submit} noValidate>
      <label htmlFor={ids.from}>{t('billingPage.from')}</label>
      <DateTimeInput
        id={ids.from}
        kind="date"
        name="from"
        value={draft.from}
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? ids.error : undefined}
        onChange={(from) => setDraft((current) => ({ ...current, from }))}
      />
      <label htmlFor={ids.till}>{t('billingPage.till')}</label>
      <DateTimeInput
        id={ids.till}
        kind="date"
        name="till"
        value={draft.till}
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? ids.error : undefined}
        onChange={(till) => setDraft((current) => ({ ...current, till }))}
      />
      <Button type="submit" variant="secondary">
        {t('billingPage.showRange')}
      </Button>
      {isInvalid ? (
        <p id={ids.error} data-part="failure" role="alert">
          {t('billingPage.rangeInvalid')}
        </p>
      ) : null}
    </form>
  );
}
