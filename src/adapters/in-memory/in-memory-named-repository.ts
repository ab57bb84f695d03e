import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { nameOf, valuesOf, type NamedRecord, type NamedRecordKind, type NamedValues } from '../../domain/named-records';
import { nameKey } from '../../domain/upsert-by-name';
import { isoNow, type Clock } from '../../application/ports/clock.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { ListQuery, Page } from '../../application/ports/list-query';
import {
  duplicateName,
  filterFields,
  recordNotFound,
  type NamedRecordAudit,
  type NamedRecordRepository,
} from '../../application/ports/named-record-repository.port';
import type { RepositoryError } from '../../application/ports/repository.errors';
import { InMemoryAuditRecords } from './in-memory-audit-records';
import { definedOnly } from './in-memory-member-repository';
import { paginate } from './paginate';

/**
 * Events, officers, news posts or committees (`kind`) in a Map, with the database's rule that two
 * records never share a name (see `nameKey`). Administrators' writes append to `audit`, the wiring's log.
 */
export class InMemoryNamedRepository<V extends string> implements NamedRecordRepository<V> {
  readonly #records = new Map<string, NamedRecord<V>>();
  readonly #kind: NamedRecordKind<V>;
  readonly #clock: Clock;
  readonly #ids: IdGenerator;
  readonly #audit: InMemoryAuditRecords;

  constructor(kind: NamedRecordKind<V>, clock: Clock, ids: IdGenerator, audit = new InMemoryAuditRecords()) {
    this.#kind = kind;
    this.#clock = clock;
    this.#ids = ids;
    this.#audit = audit;
  }

  list(query: ListQuery<V | 'id'> = {}): ResultAsync<Page<NamedRecord<V>>, RepositoryError> {
    return paginate([...this.#records.values()], filterFields(this.#kind), query);
  }

  get(id: string): ResultAsync<NamedRecord<V>, RepositoryError> {
    const record = this.#records.get(id);
    return record ? okAsync(record) : errAsync(recordNotFound(this.#kind));
  }

  findByName(name: string): ResultAsync<NamedRecord<V> | null, RepositoryError> {
    return okAsync(this.#byName(name) ?? null);
  }

  create(input: NamedValues<V>, audit?: NamedRecordAudit<V>): ResultAsync<NamedRecord<V>, RepositoryError> {
    const name = nameOf(this.#kind, input);
    if (this.#byName(name)) return errAsync(duplicateName(this.#kind, name));
    const now = isoNow(this.#clock);
    const created: NamedRecord<V> = { id: this.#ids.newId(), ...valuesOf(this.#kind, input), createdAt: now, updatedAt: now };
    this.#records.set(created.id, created);
    if (audit) this.#audit.append(audit({ before: null, after: created }));
    return okAsync(created);
  }

  update(id: string, changes: Partial<NamedValues<V>>, audit?: NamedRecordAudit<V>): ResultAsync<NamedRecord<V>, RepositoryError> {
    const current = this.#records.get(id);
    if (!current) return errAsync(recordNotFound(this.#kind));
    const name = changes[this.#kind.nameField];
    const clash = name === undefined ? undefined : this.#byName(name);
    if (clash && clash.id !== id) return errAsync(duplicateName(this.#kind, name ?? ''));
    const values = valuesOf(this.#kind, { ...current, ...definedOnly(changes) });
    const updated: NamedRecord<V> = { ...current, ...values, updatedAt: isoNow(this.#clock) };
    this.#records.set(id, updated);
    if (audit) this.#audit.append(audit({ before: current, after: updated }));
    return okAsync(updated);
  }

  delete(id: string, audit?: NamedRecordAudit<V>): ResultAsync<NamedRecord<V>, RepositoryError> {
    const current = this.#records.get(id);
    if (!current) return errAsync(recordNotFound(this.#kind));
    this.#records.delete(id);
    if (audit) this.#audit.append(audit({ before: current, after: null }));
    return okAsync(current);
  }

  #byName(name: string): NamedRecord<V> | undefined {
    const wanted = nameKey(name);
    return [...this.#records.values()].find((record) => nameKey(nameOf(this.#kind, record)) === wanted);
  }
}
