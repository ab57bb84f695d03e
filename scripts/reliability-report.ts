// Run by `npm run test:reliability` after the reliability tests: writes what they measured (left
// in .tmp/reliability/ by test/reliability/support/figures.ts) into the figures section of
// docs/reliability.md, between its `figures:start` and `figures:end` markers.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readFigures, type Figures } from '../test/reliability/support/figures';
import { ROOT } from './build-if-stale.mjs';

const PAGE = path.join(ROOT, 'docs', 'reliability.md');
const START = '<!-- figures:start -->';
const END = '<!-- figures:end -->';

const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const thousands = (value: unknown) => num(value).toLocaleString('en-US');
const mb = (bytes: unknown) => `${(num(bytes) / 1024 / 1024).toFixed(0)} MB`;

function fuzzLines(fuzz: Figures | undefined, money: Figures | undefined): string[] {
  if (!fuzz) return ['- Fuzzing: not run.'];
  const statuses = Object.entries((fuzz.statuses ?? {}) as Record<string, number>).map(
    ([status, count]) => `${status}: ${thousands(count)}`,
  );
  const routes = Object.keys((fuzz.routes ?? {}) as Record<string, number>).length;
  return [
    `- Requests fuzzed: **${thousands(fuzz.requests)}** over ${routes} routes and request kinds (seed ${String(fuzz.seed)}), plus ${thousands(money?.tamperedCheckouts)} tampered checkouts.`,
    `- Answers by status: ${statuses.join(', ')}.`,
    `- Server errors (5xx) and stack traces: **${thousands(fuzz.serverErrors)}**.`,
  ];
}

function faultLines(faults: Figures | undefined, money: Figures | undefined): string[] {
  if (!faults) return ['- Faults: not run.'];
  const list = (faults.faults ?? []) as { name: string; injected: number; outcome: string }[];
  const processor = (money?.processorFaults ?? []) as string[];
  return [
    `- Faults injected: **${thousands(num(faults.injected) + processor.length)}**`,
    ...list.map((fault) => `  - ${fault.name}: ${fault.outcome}.`),
    ...processor.map((fault) => `  - ${fault}.`),
  ];
}

function ticketLines(tickets: Figures | undefined): string[] {
  if (!tickets) return ['- Last seats: not run.'];
  const races = (tickets.races ?? []) as {
    database: string;
    buyers: number;
    seats: number;
    paid: number;
    refused: number;
    intents: number;
  }[];
  const faults = (tickets.faults ?? []) as { name: string; outcome: string }[];
  return [
    ...races.map(
      (race) =>
        `- Last seats on ${race.database}: ${race.buyers} buyers at once for ${race.seats} seats: **${race.paid} paid**, ${race.refused} refused before any charge, ${race.intents} payments opened.`,
    ),
    ...faults.map((fault) => `  - ${fault.name}: ${fault.outcome}.`),
  ];
}

function mailLines(mail: Figures | undefined): string[] {
  if (!mail) return ['- The mail queue killed mid-campaign: not run.'];
  return [
    `- The mail queue killed mid-campaign: ${num(mail.recipients)} recipients, ${num(mail.kills)} SIGKILLs: ${num(mail.received)} messages received, **${num(mail.duplicateRecipients)} recipients with two copies**; ${num(mail.inDoubt)} mails in doubt (in flight at a kill, not sent again), of which ${num(mail.inDoubtNotArrived)} had not arrived and were sent by 'Try again'; ${num(mail.seconds)} s.`,
  ];
}

function loadLines(load: Figures | undefined): string[] {
  if (!load) return ['- Load: not run.'];
  return [
    `- Load held: **${String(load.connections)} clients for ${String(load.seconds)} s** on loopback (mix per client: ${((load.mix ?? []) as string[]).join(', ')}).`,
    `- ${thousands(load.requests)} requests, ${num(load.requestsPerSecond).toFixed(1)} per second; latency p50 ${String(load.p50Ms)} ms, p99 **${String(load.p99Ms)} ms**, max ${String(load.maxMs)} ms.`,
    `- Errors (non-2xx, timeouts, connection errors): **${thousands(load.errors)}**.`,
    `- Server memory (RSS): ${mb(load.rssBefore)} before, ${mb(load.rssAfter)} after.`,
    `- Machine: ${String(load.cpus)} CPUs, load average ${String(load.loadAverage)} when the load ended (the load generator and the server share these CPUs${Number(load.loadAverage) > Number(load.cpus) * 2 ? ', and other work was running: latency reads high' : ''}).`,
  ];
}

interface Attack {
  readonly requests: number;
  readonly codesIssued: number;
  readonly guessesJudged: number;
  readonly guessesRefused: number;
  readonly successes: number;
  readonly probability: number;
}

interface OwnerSeen {
  readonly tries: number;
  readonly refused: number;
  readonly longestWaitSeconds: number;
  readonly knownDeviceRefused: number;
}

function attackLine(name: string, attack: Attack | undefined): string {
  if (!attack) return `  - ${name}: not run.`;
  return `  - ${name}: ${thousands(attack.requests)} requests, ${attack.codesIssued} codes sent, **${attack.guessesJudged} guesses judged** (${thousands(attack.guessesRefused)} refused), ${attack.successes} taken over: chance ${attack.probability.toExponential(0)} a day.`;
}

function identityLines(identity: Figures | undefined): string[] {
  if (!identity) return ['- Identity attacks: not run.'];
  const signIn = identity.signIn as
    | { singleClient: { failedSignInsPerHour: number; owner: OwnerSeen }; botnet: { failedSignInsPerHour: number; owner: OwnerSeen } }
    | undefined;
  const timing = identity.signUpTiming as { samples: number; medianMs: Record<string, number>; spreadMs: number } | undefined;
  const flood = identity.flood as
    | { signIns: number; statuses: Record<string, number>; ownerSignInAfterMs: number; resetRequests: number; resetMailsSent: number }
    | undefined;
  const owner = (seen: OwnerSeen) =>
    `the owner refused ${seen.refused} of ${seen.tries} times (longest wait ${seen.longestWaitSeconds} s), on a known device ${seen.knownDeviceRefused} times`;
  return [
    '- Guessing one-time codes for a simulated day (ask, guess five times, ask again, once a minute, every request from a new address):',
    attackLine('reset codes', identity.reset as Attack | undefined),
    attackLine('sign-up codes', identity.signUp as Attack | undefined),
    attackLine('e-mailed second-factor codes, with the password', identity.mfa as Attack | undefined),
    ...(signIn
      ? [
          `- Wrong passwords for an hour: one client got ${signIn.singleClient.failedSignInsPerHour} tries (${owner(signIn.singleClient.owner)}); ever new addresses got ${signIn.botnet.failedSignInsPerHour} (${owner(signIn.botnet.owner)}).`,
        ]
      : []),
    ...(timing
      ? [
          `- Sign-up answers (${timing.samples} each, median ms): ${Object.entries(timing.medianMs)
            .map(([kind, ms]) => `${kind} ${ms}`)
            .join(', ')}; spread **${timing.spreadMs} ms**, one status and body shape.`,
        ]
      : []),
    ...(flood
      ? [
          `- ${flood.signIns} sign-ins at once: ${Object.entries(flood.statuses)
            .map(([status, count]) => `${status}: ${count}`)
            .join(
              ', ',
            )}; the owner then signed in in ${flood.ownerSignInAfterMs} ms. ${flood.resetRequests} reset requests for one mailbox from as many addresses sent ${flood.resetMailsSent} e-mails.`,
        ]
      : []),
  ];
}

const seconds = (ms: unknown) => `${(num(ms) / 1000).toFixed(1)} s`;

function backupLines(backups: Figures | undefined): string[] {
  if (!backups) return ['- Backups: not run.'];
  const load = (backups.underLoad ?? {}) as Record<string, unknown>;
  const scale = (backups.scale ?? {}) as Record<string, unknown>;
  return [
    `- Backup under load: taken in ${seconds(load.backupMs)} while 3 payers and an uploader ran; **${thousands(load.acknowledgedBefore)} of ${thousands(load.acknowledgedBefore)} payments acknowledged before it restored**, ${thousands(load.documentsInBackup)} documents, no torn file.`,
    `- Backup at scale (SQLite, ${thousands(scale.members)} members, ${thousands(scale.orders)} orders, ${thousands(scale.documents)} documents of ${Math.round(num(scale.documentBytes) / 1024)} KB): ${mb(scale.dataBytes)} of data, archive **${mb(scale.archiveBytes)}**, backup **${seconds(scale.backupMs)}**, restore **${seconds(scale.restoreMs)}**.`,
  ];
}

function render(figures: Record<string, Figures>): string {
  const finished =
    Object.values(figures)
      .map((f) => f.finishedAt)
      .sort()
      .at(-1) ?? 'never';
  const errors = num(figures.fuzz?.serverErrors) + num(figures.load?.errors);
  return [
    `Last run finished ${finished}. Errors seen: **${errors}**.`,
    '',
    ...fuzzLines(figures.fuzz, figures.money),
    ...faultLines(figures.faults, figures.money),
    ...ticketLines(figures.tickets),
    ...mailLines(figures['mail-queue']),
    ...identityLines(figures.identity),
    ...loadLines(figures.load),
    ...backupLines(figures.backups),
  ].join('\n');
}

const page = readFileSync(PAGE, 'utf8');
const [before, rest] = page.split(START);
const after = rest?.split(END)[1];
if (before === undefined || after === undefined) {
  console.error(`docs/reliability.md has no ${START} ... ${END} section.`);
  process.exit(1);
}
writeFileSync(PAGE, `${before}${START}\n${render(readFigures())}\n${END}${after}`);
console.log('Wrote the figures to docs/reliability.md.');
