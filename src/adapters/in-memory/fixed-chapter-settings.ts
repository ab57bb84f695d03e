import { okAsync, type ResultAsync } from 'neverthrow';
import type { ChapterSettings, ChapterSettingsReader } from '../../application/ports/chapter-settings.port';
import type { RepositoryError } from '../../application/ports/repository.errors';

/**
 * Chapter settings that never change: the tests' fake, and the giving statements' reader until the
 * settings store of `/Admin/settings` is wired in its place.
 */
export class FixedChapterSettings implements ChapterSettingsReader {
  readonly #settings: ChapterSettings;

  constructor(settings: ChapterSettings) {
    this.#settings = settings;
  }

  settings(): ResultAsync<ChapterSettings, RepositoryError> {
    return okAsync(this.#settings);
  }
}
