import { useCallback, useState } from 'react';
import type { GivingStatementsGatewayError, GivingStatementsOverview } from '../../../application/ports/giving-statements-gateway.port';
import { STATEMENT_YEAR_MESSAGE } from '../../../domain/giving-statements';
import { canActor } from '../../../domain/access';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { OfficersOnly } from '../../components/officers-only';
import { TextField } from '../../components/text-field';
import { useResultLoad } from '../../components/use-result';
import { DonorTable } from './donor-table';
import { SendAll, sentWords } from './send-all';
import './giving-statements.css';

const TITLE = 'Giving statements';

/** The server's words for the year field, when it refused the year. */
function fieldError(error: GivingStatementsGatewayError | null): string | undefined {
  return error?.type === 'Invalid' ? error.fields['year'] : undefined;
}

interface YearFormProps {
  readonly year: string;
  readonly onChange: (year: string) => void;
  readonly onChoose: () => void;
  readonly error?: string;
}

function YearForm({ year, onChange, onChoose, error }: YearFormProps) {
  return (
    <form
      className="giving-year-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onChoose();
      }}
    >
      <TextField
        label="Year"
        hint="A calendar year, or the fiscal year named by the year it ends in (the chapter’s settings say which)."
        value={year}
        onChange={onChange}
        error={error}
        inputMode="numeric"
      />
      <div className="form-actions">
        <button type="submit" className="button">
          Show the year
        </button>
      </div>
    </form>
  );
}

function Runs({ view }: { readonly view: GivingStatementsOverview }) {
  if (view.runs.length === 0) return null;
  return (
    <section className="card" aria-labelledby="runs-heading">
      <h2 id="runs-heading">Sent so far</h2>
      <ul>
        {view.runs.map((run) => (
          <li key={run.id}>
            {run.ranAt.slice(0, 16).replace('T', ' ')} UTC, {run.by}, {run.year}: {sentWords(run)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Statements() {
  const { givingStatements } = useServices();
  const session = useSession();
  // The year shown (null: the server's choice, the last full year) and the year as typed (null: not yet typed, the shown one).
  const [asked, setAsked] = useState<number | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [yearError, setYearError] = useState<string | undefined>(undefined);
  const load = useCallback(() => givingStatements.overview(asked), [givingStatements, asked]);
  const loaded = useResultLoad(load);
  const view = loaded.value;
  const year = typed ?? (view === null ? '' : String(view.year));
  const choose = () => {
    const valid = /^\d{4}$/.test(year.trim());
    // The domain's words; the server checks the year again.
    setYearError(valid ? undefined : STATEMENT_YEAR_MESSAGE);
    if (valid) setAsked(Number(year.trim()));
  };
  return (
    <div className="container giving-page">
      <h1>{TITLE}</h1>
      <p>One statement per donor for a year: each gift, the part of it that is deductible, and the total.</p>
      <YearForm year={year} onChange={setTyped} onChoose={choose} error={yearError ?? fieldError(loaded.error)} />
      {loaded.status === 'loading' && view === null ? <p role="status">Loading the statements...</p> : null}
      {loaded.error && fieldError(loaded.error) === undefined ? (
        <p role="alert" className="notice-inline error">
          {loaded.error.message}
        </p>
      ) : null}
      {view ? (
        <>
          <section className="card" aria-labelledby="donors-heading">
            <h2 id="donors-heading">{view.yearWords}</h2>
            {view.deductible ? null : <p>The chapter’s settings say gifts to it are not tax-deductible; the statements say so.</p>}
            <DonorTable view={view} />
          </section>
          {canActor(session.actor, 'sendGivingStatements') ? <SendAll view={view} onSent={loaded.reload} /> : null}
          <Runs view={view} />
        </>
      ) : null}
    </div>
  );
}

/** `/Admin/giving-statements`: a year's donors and totals, each donor's PDF, and 'Send all' (viewGivingStatements, sendGivingStatements). */
export function GivingStatementsPage() {
  return (
    <div className="page">
      <OfficersOnly title={TITLE} action="viewGivingStatements">
        <Statements />
      </OfficersOnly>
    </div>
  );
}
