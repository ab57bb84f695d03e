import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const scratch = mkdtempSync(path.join(tmpdir(), 'backend-builds-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Strings only Amplify's code carries: its package name in the user agent, Cognito's API target, its SigV4 header. */
const AMPLIFY_MARKERS = ['aws-amplify', 'AWSCognitoIdentityProviderService', 'x-amz-user-agent'];

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/** Strings only the Markdown renderer (markdown-it's token names) and the HTML sanitiser (an option of sanitize-html) carry. */
const MARKDOWN_MARKERS = ['heading_open', 'allowedSchemesAppliedToAttributes'];

/** A message only the QR code library (qrcode.react's QR generator) carries. */
const QR_MARKER = 'ECI assignment value out of range';

/** The browser build into a temporary folder, with the given environment on top of this one's. */
async function build(name: string, env: Record<string, string | undefined>) {
  const outDir = path.join(scratch, name);
  const { BACKEND: _backend, AMPLIFY_OUTPUTS: _outputs, ...inherited } = process.env;
  await run(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    env: { ...inherited, ...env },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const text = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  const chunks = readdirSync(path.join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  /** A chunk and every chunk it imports statically: what loading it fetches. */
  const staticallyLoaded = (key: string, found = new Set<string>()) => {
    const chunk = manifest[key];
    if (chunk === undefined || found.has(chunk.file)) return found;
    found.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticallyLoaded(imported, found);
    return found;
  };
  /** The entry and every chunk it imports statically: what the first page load fetches. */
  const firstLoad = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry === true) staticallyLoaded(key, firstLoad);
  const withAmplify = chunks.filter((file) => AMPLIFY_MARKERS.some((marker) => text(file).includes(marker)));
  return { chunks, firstLoad: [...firstLoad], withAmplify, manifest, text, staticallyLoaded };
}

let selfHostedBuild: ReturnType<typeof build> | null = null;
/** The default build, made once for the tests that read it. */
const selfHosted = () => (selfHostedBuild ??= build('self-hosted', {}));

// The aws composition root is type-checked with everything else by `npm run typecheck` (it lives
// in src/); a second tsc run here would cost a minute of this machine for the same answer.
describe('the browser builds of the two wirings', () => {
  it('the self-hosted build (the default) contains no Amplify code at all', async () => {
    const { chunks, withAmplify } = await selfHosted();
    expect(chunks.length).toBeGreaterThan(10);
    expect(withAmplify).toEqual([]);
  }, 120_000);

  it('no browser chunk carries a Markdown renderer or sanitiser: the server renders page texts, previews included', async () => {
    const { chunks, text } = await selfHosted();
    expect(chunks.filter((file) => MARKDOWN_MARKERS.some((marker) => text(file).includes(marker)))).toEqual([]);
  }, 120_000);

  it("the QR code library is a chunk of its own, fetched only by the pages that draw one: the authenticator set-up and a ticket's page", async () => {
    const { chunks, firstLoad, manifest, text, staticallyLoaded } = await selfHosted();
    const withQr = chunks.filter((file) => text(file).includes(QR_MARKER));
    expect(withQr).toHaveLength(1);
    const qrChunk = withQr[0] ?? '';
    expect(firstLoad).not.toContain(qrChunk);
    // No page loads it with itself: it comes only through the two drawers' dynamic imports.
    const drawers = ['src/ui/pages/member-area/authenticator-qr-code.tsx', 'src/ui/pages/ticket/ticket-qr-code.tsx'];
    const pages = Object.keys(manifest).filter((key) => key.startsWith('src/ui/pages/') && !drawers.includes(key));
    expect(pages.length).toBeGreaterThan(15);
    expect(pages.filter((key) => staticallyLoaded(key).has(qrChunk))).toEqual([]);
    const importers = Object.entries(manifest).filter(([, chunk]) => (chunk.dynamicImports ?? []).some((key) => drawers.includes(key)));
    expect(importers.map(([key]) => key).sort()).toEqual([
      'src/ui/pages/member-area/member-area-page.tsx',
      'src/ui/pages/ticket/ticket-page.tsx',
    ]);
  }, 120_000);

  it('BACKEND=aws builds from the example outputs file, with Amplify only in chunks loaded later', async () => {
    const { withAmplify, firstLoad } = await build('aws', {
      BACKEND: 'aws',
      AMPLIFY_OUTPUTS: path.join(root, 'amplify_outputs.example.json'),
    });
    expect(withAmplify.length).toBeGreaterThan(0);
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad.filter((file) => withAmplify.includes(file))).toEqual([]);
  }, 120_000);

  it('BACKEND=aws stops with the missing setting named when the outputs file lacks one', async () => {
    const incomplete = path.join(scratch, 'incomplete-outputs.json');
    const example = JSON.parse(readFileSync(path.join(root, 'amplify_outputs.example.json'), 'utf8')) as { data: Record<string, unknown> };
    delete example.data.api_key;
    writeFileSync(incomplete, JSON.stringify(example));
    await expect(build('incomplete', { BACKEND: 'aws', AMPLIFY_OUTPUTS: incomplete })).rejects.toThrow(/lacks data\.api_key/);
    await expect(build('unknown', { BACKEND: 'gcp' })).rejects.toThrow(/BACKEND must be 'self-hosted' \(the default\) or 'aws', not 'gcp'/);
  }, 120_000);
});
