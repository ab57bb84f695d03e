import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { downloadDocument } from '../../../../src/application/browser/use-cases/download-document.use-case';
import { minutes, TEXT_BYTES } from '../../../contracts/document-store.contract';
import { contentWorld, stubbable } from '../../server/content/content-fixtures';

describe('downloadDocument', () => {
  it('gives a signed link that opens the file', async () => {
    const world = contentWorld();
    const stored = (await world.documents.upload(minutes()))._unsafeUnwrap();
    const link = (await downloadDocument(world, { key: stored.key }))._unsafeUnwrap();
    expect((await world.documents.open(link.url))._unsafeUnwrap().bytes).toEqual(TEXT_BYTES);
  });

  it("answers 'Failed to download the file.' for a missing file", async () => {
    const result = await downloadDocument(contentWorld(), { key: 'meeting-minutes/none.pdf' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'DownloadFailed', notice: MESSAGES.downloadFailed, cause: 'NotFound' });
  });

  it("answers 'Failed to download the file.' when the server refuses (Unauthorized)", async () => {
    const world = contentWorld();
    const documents = {
      ...stubbable(world.documents),
      downloadLink: () => errAsync({ type: 'Unauthorized', message: 'Unauthorized' } as const),
    };
    const result = await downloadDocument({ documents }, { key: 'meeting-minutes/a.pdf' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'DownloadFailed', notice: MESSAGES.downloadFailed, cause: 'Unauthorized' });
  });
});
