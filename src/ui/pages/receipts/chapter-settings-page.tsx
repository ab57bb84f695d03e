import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChapterSettings } from '../../../application/ports/chapter-settings.port';
import { MONTH_NAMES } from '../../../domain/calendar-date';
import type { ChapterSettingsField, ChapterSettingsForm } from '../../../domain/validation/chapter-settings-form';
import { useServices } from '../../app/services';
import { OfficersOnly } from '../../components/officers-only';
import { TextField } from '../../components/text-field';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { SelectField } from '../officer-ledger/select-field';
import './receipts.css';

const TITLE = 'Chapter settings';

const MONTH_OPTIONS = MONTH_NAMES.map((label, index) => ({ value: String(index + 1), label }));

function SettingsForm({ saved }: { readonly saved: ChapterSettings }) {
  const { receipts } = useServices();
  const [legalName, setLegalName] = useState(saved.legalName);
  const [address, setAddress] = useState(saved.address.join('\n'));
  const [taxId, setTaxId] = useState(saved.taxId);
  const [deductible, setDeductible] = useState(saved.deductible);
  const [month, setMonth] = useState(String(saved.fiscalYearStartMonth));
  const save = useResultAction((form: ChapterSettingsForm) => receipts.saveSettings(form));
  const fieldError = (field: ChapterSettingsField) => (save.error?.type === 'Invalid' ? save.error.fields[field] : undefined);
  const anyFieldError = save.error?.type === 'Invalid' && Object.keys(save.error.fields).length > 0;
  return (
    <form
      className="settings-form card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.start({ legalName, address, taxId, deductible, fiscalYearStartMonth: Number(month) });
      }}
    >
      <TextField
        label="Legal name"
        hint="The chapter's name as the tax authorities know it; every receipt and giving statement is issued in it."
        value={legalName}
        onChange={setLegalName}
        error={fieldError('legalName')}
        required
      />
      <TextField
        label="Postal address"
        hint="A line each, as receipts print it."
        value={address}
        onChange={setAddress}
        error={fieldError('address')}
        multiline
      />
      <TextField
        label="Tax ID (EIN)"
        hint="Nine digits written NN-NNNNNNN, such as 12-3456789; leave it empty until the chapter has one."
        value={taxId}
        onChange={setTaxId}
        error={fieldError('taxId')}
        inputMode="numeric"
      />
      <label className="settings-switch">
        <input type="checkbox" checked={deductible} onChange={(event) => setDeductible(event.target.checked)} />
        <span>
          Gifts to the chapter are tax-deductible (a 501(c)(3) organization). When this is off, receipts say gifts are not deductible.
        </span>
      </label>
      <SelectField
        label="The fiscal year starts in"
        value={month}
        options={MONTH_OPTIONS}
        onChange={setMonth}
        error={fieldError('fiscalYearStartMonth')}
      />
      <div className="form-actions">
        <button type="submit" className="button" disabled={save.status === 'running'}>
          Save the settings
        </button>
      </div>
      {save.status === 'succeeded' ? <p role="status">The settings were saved.</p> : null}
      {save.error && !anyFieldError ? (
        <p role="alert" className="notice-inline error">
          {save.error.message}
        </p>
      ) : null}
    </form>
  );
}

function ChapterSettingsView() {
  const { receipts } = useServices();
  const loaded = useResultLoad(useCallback(() => receipts.settings(), [receipts]));
  if (loaded.status === 'failed' && loaded.error)
    return (
      <p role="alert" className="notice-inline error">
        {loaded.error.message}
      </p>
    );
  if (loaded.value === null) return <p role="status">Loading the settings...</p>;
  return <SettingsForm saved={loaded.value} />;
}

/** `/Admin/settings`: the chapter's legal name, address, tax ID, deductibility and fiscal year, for receipts (manageChapterSettings). */
export function ChapterSettingsPage() {
  return (
    <div className="page">
      <OfficersOnly title={TITLE} action="manageChapterSettings">
        <div className="container receipts-page">
          <h1>{TITLE}</h1>
          <p>What every receipt and giving statement says of the chapter. Each change is recorded in the audit log.</p>
          <ChapterSettingsView />
          <p>
            <Link to="/Admin">Back to the officers’ console</Link>
          </p>
        </div>
      </OfficersOnly>
    </div>
  );
}
