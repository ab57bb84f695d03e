import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { StackedTable } from '../../components/stacked-table';
import './officers-summary.css';

// Only the pieces a bar chart needs: the rest of chart.js stays out of this chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface MonthChartProps {
  /** The chart's caption, and its table's. */
  readonly title: string;
  /** What a bar counts, as the table's column heading ('New members', 'Income'). */
  readonly series: string;
  readonly months: readonly { readonly label: string; readonly value: number }[];
  /** A value in words, for the table and the tooltip ('$1,250', '3'). */
  readonly words: (value: number) => string;
  /** The least top of the value axis, so months of nothing still show a sensible scale (5 members, $100). */
  readonly least: number;
}

/**
 * A bar chart of the last months (chart.js, this module's own lazily loaded chunk), resized
 * with its box. The canvas is hidden from assistive technology; the same numbers are in a table
 * under the same caption, a click away ('The numbers') for everyone.
 */
export default function MonthChart({ title, series, months, words, least }: MonthChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return undefined;
    const chart = new Chart(context, {
      type: 'bar',
      data: {
        labels: months.map((month) => month.label),
        datasets: [{ label: series, data: months.map((month) => month.value), backgroundColor: '#1d4f91' }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { beginAtZero: true, suggestedMax: least, ticks: { callback: (value) => words(Number(value)), precision: 0 } } },
        plugins: { tooltip: { callbacks: { label: (item) => `${series}: ${words(Number(item.raw))}` } } },
      },
    });
    return () => chart.destroy();
  }, [months, series, words, least]);
  return (
    <figure className="officers-chart">
      <figcaption>{title}</figcaption>
      <div className="officers-chart-box">
        <canvas ref={canvas} aria-hidden="true" />
      </div>
      <details className="officers-chart-numbers">
        <summary>The numbers</summary>
        <StackedTable>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">{series}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.label}>
                <th scope="row">{month.label}</th>
                <td data-label={series}>{words(month.value)}</td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      </details>
    </figure>
  );
}
