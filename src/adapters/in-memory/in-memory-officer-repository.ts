import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Officer } from '../../domain/officers';
import { nameKey } from '../../domain/upsert-by-name';
import { isoNow, type Clock } from '../../application/ports/clock.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { ListQuery, Page } from '../../application/ports/list-query';
import { OFFICER_FIELDS, type OfficerField, type OfficerInput, type OfficerRepository } from '../../application/ports/officer-repository.port';
import { notFound, type RepositoryError } from '../../application/ports/repository.errors';
import { definedOnly } from './in-memory-member-repository';
import { paginate } from './paginate';

/** Officers in a Map, with the database's rule that two officers never share a name (see `nameKey`). */
export class InMemoryOfficerRepository implements OfficerRepository {
  readonly #officers = new Map<string, Officer>();
  readonly #clock: Clock;
  readonly #ids: IdGenerator;

  constructor(clock: Clock, ids: IdGenerator) {
    this.#clock = clock;
    this.#ids = ids;
  }

  list(query: ListQuery<OfficerField> = {}): ResultAsync<Page<Officer>, RepositoryError> {
    return paginate([...this.#officers.values()], OFFICER_FIELDS, query);
  }

  get(id: string): ResultAsync<Officer, RepositoryError> {
    const officer = this.#officers.get(id);
    return officer ? okAsync(officer) : errAsync(notFound('The officer'));
  }

  findByName(name: string): ResultAsync<Officer | null, RepositoryError> {
    return okAsync(this.#byName(name) ?? null);
  }

  create(officer: OfficerInput): ResultAsync<Officer, RepositoryError> {
    if (this.#byName(officer.name)) return errAsync(duplicateName(officer.name));
    const now = isoNow(this.#clock);
    const created: Officer = {
      id: this.#ids.newId(),
      name: officer.name,
      position: officer.position,
      photo: officer.photo,
      summary: officer.summary,
      createdAt: now,
      updatedAt: now,
    };
    this.#officers.set(created.id, created);
    return okAsync(created);
  }

  update(id: string, changes: Partial<OfficerInput>): ResultAsync<Officer, RepositoryError> {
    const current = this.#officers.get(id);
    if (!current) return errAsync(notFound('The officer'));
    const clash = changes.name === undefined ? undefined : this.#byName(changes.name);
    if (clash && clash.id !== id) return errAsync(duplicateName(changes.name ?? ''));
    const { name, position, photo, summary } = { ...current, ...definedOnly(changes) };
    const updated: Officer = { ...current, name, position, photo, summary, updatedAt: isoNow(this.#clock) };
    this.#officers.set(id, updated);
    return okAsync(updated);
  }

  delete(id: string): ResultAsync<Officer, RepositoryError> {
    const current = this.#officers.get(id);
    if (!current) return errAsync(notFound('The officer'));
    this.#officers.delete(id);
    return okAsync(current);
  }

  #byName(name: string): Officer | undefined {
    const wanted = nameKey(name);
    return [...this.#officers.values()].find((officer) => nameKey(officer.name) === wanted);
  }
}

function duplicateName(name: string): RepositoryError {
  return { type: 'DuplicateName', name, message: `An officer named '${name.trim()}' already exists.` };
}
