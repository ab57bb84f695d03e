import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PublishedReport } from '../../../application/ports/treasury-report-gateway.port';
import { periodWords, type ReportPeriod } from '../../../domain/treasury-report';
import { useServices } from '../../app/services';
import { useResultAction } from '../../components/use-result';

/** Where members find the published reports: the Member Area's Treasury Reports. */
const TREASURY_REPORTS_PATH = '/Member-Area';

/**
 * 'Publish to Treasury Reports': asked to confirm first (publishing the same period again replaces
 * its earlier copy, and says so), then says where the report went, with a link to the documents.
 */
export function PublishReport({ period }: { readonly period: ReportPeriod }) {
  const { treasuryReports } = useServices();
  const [confirming, setConfirming] = useState(false);
  const [published, setPublished] = useState<PublishedReport | null>(null);
  const publish = useResultAction((chosen: ReportPeriod) => treasuryReports.publish(chosen), {
    onSuccess: (done) => {
      setConfirming(false);
      setPublished(done);
    },
  });
  return (
    <section className="report-publish" aria-labelledby="report-publish-heading">
      <h2 id="report-publish-heading">Publish to Treasury Reports</h2>
      {confirming ? (
        <div className="report-confirm">
          <p>
            Publish the report of {periodWords(period)} as a PDF to Treasury Reports? Every member will be able to read it in the Member
            Area. A report of the same period published before is replaced.
          </p>
          <div className="report-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => publish.start(period)}
              disabled={publish.status === 'running'}
            >
              Publish
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => {
            setPublished(null);
            publish.reset();
            setConfirming(true);
          }}
        >
          Publish to Treasury Reports
        </button>
      )}
      {publish.error ? (
        <p role="alert" className="notice-inline error">
          {publish.error.message}
        </p>
      ) : null}
      <div role="status">
        {published ? (
          <p>
            Published as “{published.name}” in Treasury Reports
            {published.replaced ? ', replacing the copy published before' : ''}. Members find it in the{' '}
            <Link to={TREASURY_REPORTS_PATH}>Member Area, under Treasury Reports</Link>.
          </p>
        ) : null}
      </div>
    </section>
  );
}
