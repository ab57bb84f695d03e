import { useCallback } from 'react';
import type { BackupsOverview } from '../../../application/ports/backups-gateway.port';
import { useServices } from '../../app/services';
import { OfficersOnly } from '../../components/officers-only';
import { useResultLoad } from '../../components/use-result';
import { BackupRunsTable } from './backup-runs-table';
import { BACKUPS_TITLE, NO_BACKUPS_HERE, scheduleWords, summaryOf } from './backups-words';
import './backups.css';

/** The last success (or the warning), the schedule, the latest runs and how to restore. */
function Overview({ overview }: { readonly overview: BackupsOverview }) {
  const { clock } = useServices();
  const summary = summaryOf(overview, clock.now());
  return (
    <>
      <p className={summary.warning ? 'notice-inline backups-warning' : 'notice-inline'}>
        {summary.warning ? <strong>Warning: </strong> : null}
        {summary.text}
      </p>
      <dl className="backups-schedule">
        <dt>Schedule</dt>
        <dd>{scheduleWords(overview.every)}</dd>
      </dl>
      <h2>Recent backups</h2>
      {overview.recent.length === 0 ? (
        <p>No backup has been made yet.</p>
      ) : (
        <BackupRunsTable runs={overview.recent} timeZone={overview.timeZone} />
      )}
      <h2>Restoring</h2>
      <p>
        Each backup is one archive holding the database and every document and photo. To restore one, stop the site and run{' '}
        <code>npm run restore -- &lt;archive&gt;</code> onto an empty data folder, then start the site again; the guide for whoever runs the
        server (docs/self-hosting.md) walks through it. Archives kept only on this machine are lost with it: copy them regularly to another
        place, such as the chapter’s cloud storage.
      </p>
    </>
  );
}

function Backups() {
  const { backups } = useServices();
  const loaded = useResultLoad(useCallback(() => backups.overview(), [backups]));
  const notHere = loaded.error?.type === 'NotFound';
  return (
    <div className="container backups-page">
      <h1>{BACKUPS_TITLE}</h1>
      <div role="status">
        {loaded.status === 'loading' ? <p>Loading the backups...</p> : null}
        {notHere ? <p className="notice-inline">{NO_BACKUPS_HERE}</p> : null}
      </div>
      {loaded.error && !notHere ? (
        <p role="alert" className="notice-inline error">
          {loaded.error.message}
        </p>
      ) : null}
      {loaded.status === 'loaded' && loaded.value ? <Overview overview={loaded.value} /> : null}
    </div>
  );
}

/** `/Admin/backups`: when the last backup succeeded, the schedule, the latest runs and how to restore (the secretary and administrators). */
export function BackupsPage() {
  return (
    <div className="page backups">
      <OfficersOnly title={BACKUPS_TITLE} action="viewBackups">
        <Backups />
      </OfficersOnly>
    </div>
  );
}
