import { InMemorySiteTextEditor } from '../../../src/adapters/in-memory/in-memory-site-text-editor';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { markdownItRenderer } from '../../../src/adapters/markdown/markdown-it-renderer';
import { siteTextEditorContract } from '../../contracts/site-text-editor.contract';

siteTextEditorContract('in memory', async () => {
  const clock = new ManualClock();
  const markdown = markdownItRenderer();
  return {
    admin: new InMemorySiteTextEditor({ markdown, clock, actor: { role: 'admin', email: 'chair@example.org' } }),
    member: new InMemorySiteTextEditor({ markdown, clock, actor: { role: 'member', email: 'ada@example.org' } }),
    adminEmail: 'chair@example.org',
  };
});
