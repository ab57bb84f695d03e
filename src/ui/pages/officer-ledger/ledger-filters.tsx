import { useState, type FormEvent } from 'react';
import type { LedgerQuery } from '../../../application/ports/ledger-gateway.port';
import { DONATION_TYPES } from '../../../domain/catalog';
import { CATEGORY_GROUPS, categoryWords, METHOD_WORDS, PAYMENT_METHODS } from '../../../domain/ledger';
import { TextField } from '../../components/text-field';
import { STATUS_WORDS } from './ledger-words';
import { SelectField, type SelectOption } from './select-field';

const ANY: SelectOption = { value: '', label: 'Any' };

/** The groups, then each donation type; one event's tickets are chosen from the totals' links. */
function categoryOptions(current: string): readonly SelectOption[] {
  const options: SelectOption[] = [
    ANY,
    ...CATEGORY_GROUPS.map((group) => ({ value: group, label: categoryWords({ group, detail: '' }) })),
    ...DONATION_TYPES.map((type) => ({ value: `donation:${type}`, label: categoryWords({ group: 'donation', detail: type }) })),
  ];
  if (current !== '' && !options.some((option) => option.value === current)) {
    const [group = '', ...rest] = current.split(':');
    options.push({ value: current, label: `${group.charAt(0).toUpperCase()}${group.slice(1)}: ${rest.join(':')}` });
  }
  return options;
}

const METHOD_OPTIONS: readonly SelectOption[] = [ANY, ...PAYMENT_METHODS.map((method) => ({ value: method, label: METHOD_WORDS[method] }))];
const STATUS_OPTIONS: readonly SelectOption[] = [ANY, ...Object.entries(STATUS_WORDS).map(([value, label]) => ({ value, label }))];

/** The ledger's filters: dates (the chapter's days), category, method and status; 'Show' applies them from the first page. */
export function LedgerFilters({
  query,
  errors,
  onApply,
}: {
  readonly query: LedgerQuery;
  readonly errors: Readonly<Record<string, string>>;
  readonly onApply: (query: LedgerQuery) => void;
}) {
  const [draft, setDraft] = useState<LedgerQuery>(query);
  const set = (field: keyof LedgerQuery) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: '' });
  };
  return (
    <form className="ledger-filters" onSubmit={submit} aria-label="Filter the ledger">
      <TextField label="From" hint="YYYY-MM-DD" value={draft.from ?? ''} onChange={set('from')} error={errors['from']} />
      <TextField label="To" hint="YYYY-MM-DD" value={draft.to ?? ''} onChange={set('to')} error={errors['to']} />
      <SelectField
        label="Category"
        value={draft.category ?? ''}
        options={categoryOptions(draft.category ?? '')}
        onChange={set('category')}
        error={errors['category']}
      />
      <SelectField label="Method" value={draft.method ?? ''} options={METHOD_OPTIONS} onChange={set('method')} error={errors['method']} />
      <SelectField label="Status" value={draft.status ?? ''} options={STATUS_OPTIONS} onChange={set('status')} error={errors['status']} />
      <button type="submit" className="button">
        Show
      </button>
    </form>
  );
}
