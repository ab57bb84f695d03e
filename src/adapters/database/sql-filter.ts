import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import { err, ok, Result } from 'neverthrow';
import type { ListFilter } from '../../application/ports/list-query';
import type { RepositoryError } from '../../application/ports/repository.errors';
import type { DatabaseSchema } from './schema';

type Condition = Expression<SqlBool>;

const eb = expressionBuilder<DatabaseSchema>();
const OPERATORS = new Set(['eq', 'ne', 'contains', 'notContains', 'beginsWith']);
const MAX_DEPTH = 16;
const LIKE_ESCAPE = '\\';

const invalid = (message: string): RepositoryError => ({ type: 'InvalidQuery', message });

/**
 * Translates a list filter into a SQL condition on the given columns (field name -> column),
 * with the meaning `matchesFilter` gives it: text compares case-sensitively, a null column reads
 * as '', and/or/not combine. A field that is not in `columns`, an unknown operator, a value that
 * is not text, or nesting deeper than 16 answers InvalidQuery.
 */
export function filterCondition<F extends string>(
  filter: ListFilter<F> | null | undefined,
  columns: Readonly<Record<F, string>>,
): Result<Condition, RepositoryError> {
  return filter == null ? ok(eb.and([])) : translate(filter, columns, 0);
}

function translate(filter: unknown, columns: Readonly<Record<string, string>>, depth: number): Result<Condition, RepositoryError> {
  if (depth > MAX_DEPTH) return err(invalid('The filter is nested too deeply.'));
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return err(invalid('A filter must be an object.'));
  const parts = Object.entries(filter)
    .filter(([, value]) => value != null)
    .map(([key, value]) => part(key, value, columns, depth));
  return Result.combine(parts).map((conditions) => eb.and(conditions));
}

function part(key: string, value: unknown, columns: Readonly<Record<string, string>>, depth: number): Result<Condition, RepositoryError> {
  if (key === 'and' || key === 'or') {
    if (!Array.isArray(value)) return err(invalid(`The filter's ${key} must be a list.`));
    const all = Result.combine(value.map((inner: unknown) => translate(inner, columns, depth + 1)));
    return all.map((conditions) => (key === 'and' ? eb.and(conditions) : eb.or(conditions)));
  }
  if (key === 'not') return translate(value, columns, depth + 1).map((inner) => eb.not(inner));
  const column = Object.hasOwn(columns, key) ? columns[key] : undefined;
  return column === undefined ? err(invalid(`The filter names a field that cannot be filtered: ${key.slice(0, 40)}.`)) : condition(column, value);
}

function condition(column: string, value: unknown): Result<Condition, RepositoryError> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return err(invalid('A field condition must be an object.'));
  const text = sql<string>`coalesce(${sql.ref(column)}, '')`;
  const tests: Condition[] = [];
  for (const [operator, operand] of Object.entries(value)) {
    if (operand == null) continue;
    if (!OPERATORS.has(operator)) return err(invalid(`Unknown filter operator: ${operator.slice(0, 40)}.`));
    // PostgreSQL cannot hold NUL in text, so no stored value contains one.
    if (typeof operand !== 'string' || operand.includes('\u0000')) return err(invalid(`The ${operator} value must be text.`));
    tests.push(test(text, operator, operand));
  }
  return ok(eb.and(tests));
}

function test(text: Expression<string>, operator: string, operand: string): Condition {
  if (operator === 'eq') return eb(text, '=', operand);
  if (operator === 'ne') return eb(text, '<>', operand);
  if (operator === 'beginsWith') return like(text, `${escapeLike(operand)}%`);
  const contains = like(text, `%${escapeLike(operand)}%`);
  return operator === 'contains' ? contains : eb.not(contains);
}

// SQLite's LIKE is case-sensitive only with `PRAGMA case_sensitive_like = ON` (see database.ts).
function like(text: Expression<string>, pattern: string): Condition {
  return sql<SqlBool>`${text} like ${pattern} escape ${LIKE_ESCAPE}`;
}

/** Makes %, _ and the escape character match only themselves in a LIKE pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `${LIKE_ESCAPE}${character}`);
}
