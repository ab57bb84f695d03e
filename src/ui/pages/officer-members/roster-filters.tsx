import { useId, useState, type FormEvent } from 'react';
import type { RosterParams } from '../../../application/ports/officer-members-gateway.port';
import { ROSTER_SORTS } from '../../../application/ports/member-roster.port';
import { SORT_LABELS, STATUS_CHOICES, duesYears } from './roster-words';

type Draft = Required<Pick<RosterParams, 'year' | 'q' | 'status' | 'membership' | 'gradFrom' | 'gradTo' | 'sort' | 'dir'>>;

function draftOf(params: RosterParams, currentYear: number): Draft {
  return {
    year: params.year ?? String(currentYear),
    q: params.q ?? '',
    status: params.status ?? '',
    membership: params.membership ?? '',
    gradFrom: params.gradFrom ?? '',
    gradTo: params.gradTo ?? '',
    sort: params.sort ?? 'name',
    dir: params.dir ?? 'asc',
  };
}

function Select(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly error: string | undefined;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function Text(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  readonly type?: 'search' | 'text';
  readonly inputMode?: 'numeric';
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      />
      {props.error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The roster's search, filters, sort and dues year. Applying them puts them in the page's address
 * (from the first page), so a filtered roster can be bookmarked and the browser's Back returns to it.
 */
export function RosterFilters(props: {
  readonly params: RosterParams;
  readonly currentYear: number;
  readonly errors: Readonly<Record<string, string>>;
  readonly onApply: (params: RosterParams) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(props.params, props.currentYear));
  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    props.onApply(draft);
  };
  const e = props.errors;
  return (
    <form className="roster-filters" role="search" aria-label="Find members" onSubmit={apply} noValidate>
      <Text label="Search by name or e-mail" type="search" value={draft.q} onChange={set('q')} error={e['q']} />
      <Select
        label="Dues year"
        value={draft.year}
        onChange={set('year')}
        options={duesYears(props.currentYear).map((year) => ({ value: String(year), label: String(year) }))}
        error={e['year']}
      />
      <Select
        label="Status"
        value={draft.status}
        onChange={set('status')}
        options={[{ value: '', label: 'Every status' }, ...STATUS_CHOICES]}
        error={e['status']}
      />
      <Select
        label="Membership"
        value={draft.membership}
        onChange={set('membership')}
        options={[
          { value: '', label: 'Every membership' },
          { value: 'annual', label: 'Annual' },
          { value: 'lifetime', label: 'Lifetime' },
        ]}
        error={e['membership']}
      />
      <Text label="Graduated from (year)" inputMode="numeric" value={draft.gradFrom} onChange={set('gradFrom')} error={e['gradFrom']} />
      <Text label="Graduated to (year)" inputMode="numeric" value={draft.gradTo} onChange={set('gradTo')} error={e['gradTo']} />
      <Select
        label="Sort by"
        value={draft.sort}
        onChange={set('sort')}
        options={ROSTER_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
        error={e['sort']}
      />
      <Select
        label="Order"
        value={draft.dir}
        onChange={set('dir')}
        options={[
          { value: 'asc', label: 'Ascending' },
          { value: 'desc', label: 'Descending' },
        ]}
        error={e['dir']}
      />
      <div className="roster-filters-actions">
        <button type="submit" className="button">
          Show members
        </button>
      </div>
    </form>
  );
}
