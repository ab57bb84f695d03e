/**
 * `npm run docs`: writes one Mermaid state chart per XState machine to docs/state-charts/.
 *
 * Convention (see docs/state-charts/README.md): every `*.machine.ts` in src/application/browser/machines/
 * is imported; each export whose value is an XState `StateMachine` is charted, and so is each
 * machine in an exported `chartMachines` array or record (for factory-style modules). A machine's
 * `id` names its chart: docs/state-charts/<machine-id>.md. Charts whose machine is gone are deleted;
 * docs/state-charts/README.md is kept.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHARTS_DIR, CHARTS_README, chartFiles } from './state-charts';

async function main(): Promise<void> {
  const charts = await chartFiles();
  await mkdir(CHARTS_DIR, { recursive: true });
  const wanted = new Set(charts.map((chart) => chart.fileName));
  for (const name of await readdir(CHARTS_DIR)) {
    if (name.endsWith('.md') && name !== CHARTS_README && !wanted.has(name)) {
      await rm(path.join(CHARTS_DIR, name));
      console.log(`removed docs/state-charts/${name} (no machine has this id any more)`);
    }
  }
  for (const chart of charts) {
    await writeFile(path.join(CHARTS_DIR, chart.fileName), chart.content);
    console.log(`wrote docs/state-charts/${chart.fileName} from ${chart.source}`);
  }
}

await main();
