import { errAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type AccessError, type Actor } from '../../../domain/access';
import { officerWrite } from '../../../domain/audit';
import { checkChapterSettings, type ChapterSettingsForm } from '../../../domain/validation/chapter-settings-form';
import type { ChapterSettings, ChapterSettingsStore } from '../../ports/chapter-settings.port';
import type { Clock } from '../../ports/clock.port';
import { isoNow } from '../../ports/clock.port';
import { invalidInput, type InvalidInput } from '../content/content.errors';
import { unavailable, type Unavailable } from '../payments/payments.errors';

export interface ChapterSettingsDeps {
  readonly chapterSettings: ChapterSettingsStore;
  readonly clock: Clock;
}

export type ChapterSettingsError = AccessError | InvalidInput | Unavailable;

/** The chapter's settings as receipts and giving statements use them (manageChapterSettings). */
export function viewChapterSettings(deps: ChapterSettingsDeps, actor: Actor): ResultAsync<ChapterSettings, ChapterSettingsError> {
  const allowed = authorizeActor(actor, 'manageChapterSettings');
  if (allowed.isErr()) return errAsync(allowed.error);
  return deps.chapterSettings.settings().mapErr(unavailable);
}

/**
 * Saves the settings (manageChapterSettings), checked field by field (domain/validation); the
 * change is audited with the values before and after, in the save's transaction.
 */
export function saveChapterSettings(
  deps: ChapterSettingsDeps,
  actor: Actor,
  form: ChapterSettingsForm,
): ResultAsync<ChapterSettings, ChapterSettingsError> {
  const allowed = authorizeActor(actor, 'manageChapterSettings');
  if (allowed.isErr()) return errAsync(allowed.error);
  const checked = checkChapterSettings(form);
  if (checked.isErr()) return errAsync(invalidInput({ type: 'InvalidForm', fields: checked.error }));
  const after: ChapterSettings = checked.value;
  return deps.chapterSettings
    .settings()
    .andThen((before) =>
      deps.chapterSettings.save(
        after,
        officerWrite(actor, isoNow(deps.clock), 'manageChapterSettings', { kind: 'chapterSettings', id: 'chapter' }, { before, after }),
      ),
    )
    .mapErr(unavailable);
}
