import { useState, type FormEvent } from 'react';
import type { TreasuryReportView } from '../../../application/ports/treasury-report-gateway.port';
import { PERIOD_PRESETS, PRESET_WORDS, type ReportPeriod } from '../../../domain/treasury-report';
import { TextField } from '../../components/text-field';

/** The period: one click on a preset, or the first and last days typed; the server checks them and its words go beside each field. */
export function PeriodForm({
  period,
  presets,
  errors,
  onApply,
}: {
  readonly period: { readonly from: string; readonly to: string };
  readonly presets: TreasuryReportView['presets'] | null;
  readonly errors: Readonly<Record<string, string>>;
  readonly onApply: (period: ReportPeriod) => void;
}) {
  const [draft, setDraft] = useState(period);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <>
      {presets ? (
        <div className="report-actions" role="group" aria-label="Periods">
          {PERIOD_PRESETS.map((preset) => (
            <button key={preset} type="button" className="button" onClick={() => onApply(presets[preset])}>
              {PRESET_WORDS[preset]}
            </button>
          ))}
        </div>
      ) : null}
      <form className="report-filters" onSubmit={submit} aria-label="Choose the period">
        <TextField
          label="From"
          hint="YYYY-MM-DD"
          value={draft.from}
          onChange={(from) => setDraft((current) => ({ ...current, from }))}
          error={errors['from']}
        />
        <TextField
          label="To"
          hint="YYYY-MM-DD"
          value={draft.to}
          onChange={(to) => setDraft((current) => ({ ...current, to }))}
          error={errors['to']}
        />
        <button type="submit" className="button">
          Show
        </button>
      </form>
    </>
  );
}
