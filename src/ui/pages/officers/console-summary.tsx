import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { IncomeAtAGlance, MembersAtAGlance, UpcomingEvent } from '../../../application/ports/officer-summary-gateway.port';
import { ROSTER_STATUS_LABELS, ROSTER_STATUSES } from '../../../domain/dues-status';
import { categoryWords } from '../../../domain/ledger';
import { formatCents } from '../../../domain/money';
import { useServices } from '../../app/services';
import { StackedTable } from '../../components/stacked-table';
import { useResultLoad } from '../../components/use-result';
import type { MonthChartProps } from './month-chart';
import './officers-summary.css';

// chart.js comes with this chunk, loaded only when the home has a chart to draw.
const MonthChart = lazy(() => import('./month-chart'));

const MONTH_WORDS = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-06' as 'Jun 2026'. */
function monthWords(month: string): string {
  return MONTH_WORDS.format(new Date(`${month}-01T00:00:00Z`));
}

const countWords = (value: number) => String(value);

function Chart(props: MonthChartProps) {
  return (
    <Suspense fallback={<p role="status">Loading the chart…</p>}>
      <MonthChart {...props} />
    </Suspense>
  );
}

function MembersGlance({ members }: { readonly members: MembersAtAGlance }) {
  const { dues } = members;
  // The same array from render to render: the chart is drawn again only when the numbers change.
  const byMonth = useMemo(
    () => members.byMonth?.map((month) => ({ label: monthWords(month.month), value: month.count })),
    [members.byMonth],
  );
  return (
    <section aria-labelledby="glance-members">
      <h2 id="glance-members">Members in {members.year}</h2>
      <p className="officers-share">
        {dues.percent}% of this year’s dues paid: {dues.paid} of {dues.of} {dues.of === 1 ? 'member' : 'members'} (lapsed members left out).
        <meter min={0} max={100} value={dues.percent} aria-label="Share of this year’s dues paid" />
      </p>
      <StackedTable>
        <caption>Members by status</caption>
        <tbody>
          {ROSTER_STATUSES.map((status) => (
            <tr key={status}>
              <th scope="row">
                <Link to={`/Admin/members?status=${status}`}>{ROSTER_STATUS_LABELS[status]}</Link>
              </th>
              <td data-label="Members">{members.counts[status]}</td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
      {byMonth ? (
        <Chart title="New members by month, last 12 months" series="New members" months={byMonth} words={countWords} least={5} />
      ) : null}
    </section>
  );
}

function IncomeGlance({ income }: { readonly income: IncomeAtAGlance }) {
  const byMonth = useMemo(
    () => income.byMonth?.map((month) => ({ label: monthWords(month.month), value: month.received })),
    [income.byMonth],
  );
  return (
    <section aria-labelledby="glance-income">
      <h2 id="glance-income">Income in {income.year}</h2>
      {income.totals.length === 0 ? (
        <p>No payments yet this year.</p>
      ) : (
        <StackedTable>
          <caption>Income this year by category</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Orders</th>
              <th scope="col">Received</th>
              <th scope="col">Refunded</th>
            </tr>
          </thead>
          <tbody>
            {income.totals.map((total) => (
              <tr key={`${total.category.group}:${total.category.detail}`}>
                <th scope="row">{categoryWords(total.category)}</th>
                <td data-label="Orders">{total.count}</td>
                <td data-label="Received">{formatCents(total.received)}</td>
                <td data-label="Refunded">{formatCents(total.refunded)}</td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      )}
      {byMonth ? (
        <Chart title="Income by month, last 12 months" series="Income" months={byMonth} words={formatCents} least={10_000} />
      ) : null}
    </section>
  );
}

/** '12 of 100', or '12' for an event without an overall limit. */
function soldWords({ sold, capacity }: UpcomingEvent): string {
  return capacity === null ? String(sold) : `${sold} of ${capacity}`;
}

function EventsGlance({ events }: { readonly events: readonly UpcomingEvent[] }) {
  return (
    <section aria-labelledby="glance-events">
      <h2 id="glance-events">Upcoming events</h2>
      {events.length === 0 ? (
        <p>No upcoming events.</p>
      ) : (
        <StackedTable>
          <caption>Tickets sold of each event’s capacity</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Starts</th>
              <th scope="col">Tickets sold</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.slug}>
                <th scope="row">
                  <Link to={`/Admin/events/${event.slug}`}>{event.name}</Link>
                  {event.status === 'draft' ? ' (draft)' : ''}
                </th>
                <td data-label="Starts">{event.start.replace('T', ' ')}</td>
                <td data-label="Tickets sold">{soldWords(event)}</td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      )}
    </section>
  );
}

/** The console home at a glance: the parts the server answered for this officer (none, for a role that sees no such data). */
export function ConsoleSummary() {
  const { officerSummary } = useServices();
  const load = useCallback(() => officerSummary.summary(), [officerSummary]);
  const summary = useResultLoad(load);
  if (summary.status === 'failed') return <p role="alert">{summary.error?.message}</p>;
  if (summary.value === null) return <p role="status">Loading the summary…</p>;
  const { members, income, events } = summary.value;
  if (members === null && income === null && events === null) return null;
  return (
    <div className="officers-glance">
      {members ? <MembersGlance members={members} /> : null}
      {income ? <IncomeGlance income={income} /> : null}
      {events ? <EventsGlance events={events} /> : null}
    </div>
  );
}
