import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { FieldCondition, ListFilter, SizeCondition } from '../../application/ports/list-query';
import type { DatabaseSchema } from './schema';

type Condition = Expression<SqlBool>;
type Comparable = Expression<string | number>;

/** The SQL a builder speaks: the few places where SQLite and PostgreSQL differ. */
export type SqlDialect = 'sqlite' | 'postgres';

const eb = expressionBuilder<DatabaseSchema>();
const LIKE_ESCAPE = '\\';
const COMPARISONS = { eq: '=', ne: '<>', le: '<=', lt: '<', ge: '>=', gt: '>' } as const;

/** Which SQL the builder speaks, read from how it writes a parameter ($1 on PostgreSQL, ? on SQLite). */
export function dialectOf(db: Kysely<DatabaseSchema>): SqlDialect {
  return sql`${0}`.compile(db).sql === '$1' ? 'postgres' : 'sqlite';
}

/**
 * A text column as it orders: by code point, as `compareText` does. SQLite's BINARY collation
 * already compares UTF-8 bytes; PostgreSQL needs the "C" collation, whatever the database's locale.
 */
export function ordered(column: string, dialect: SqlDialect): Expression<string> {
  return dialect === 'postgres' ? sql<string>`${sql.ref(column)} collate "C"` : sql<string>`${sql.ref(column)}`;
}

/**
 * Translates a filter `checkFilter` accepted into a SQL condition on the given columns (field name
 * -> column), with the meaning `matchesFilter` gives it. Every test is true or false, never NULL,
 * so `not` turns a null column's answer around exactly as in code.
 */
export function filterCondition<F extends string>(
  filter: ListFilter<F> | null,
  columns: Readonly<Record<string, string>>,
  dialect: SqlDialect,
): Condition {
  if (filter === null) return eb.and([]);
  const parts = Object.entries(filter as Readonly<Record<string, unknown>>)
    .filter(([, part]) => part !== null && part !== undefined)
    .map(([key, part]): Condition => {
      if (key === 'and' || key === 'or') {
        const inner = (part as ListFilter<F>[]).map((each) => filterCondition(each, columns, dialect));
        return key === 'and' ? eb.and(inner) : eb.or(inner);
      }
      if (key === 'not') return eb.not(filterCondition(part as ListFilter<F>, columns, dialect));
      return fieldCondition(columns[key] as string, part as FieldCondition, dialect);
    });
  return eb.and(parts);
}

function fieldCondition(column: string, condition: FieldCondition, dialect: SqlDialect): Condition {
  const value = sql<string>`${sql.ref(column)}`;
  const present = eb(value, 'is not', null);
  const absent = eb(value, 'is', null);
  const { ne, notContains, attributeExists, attributeType, size, contains, beginsWith } = condition;
  const tests: Condition[] = [comparisons(ordered(column, dialect), condition, present)];
  if (ne != null) tests.push(eb.or([absent, eb(value, '<>', ne)]));
  if (notContains != null) tests.push(eb.or([absent, eb.not(like(value, `%${escapeLike(notContains)}%`))]));
  if (contains != null) tests.push(eb.and([present, like(value, `%${escapeLike(contains)}%`)]));
  if (beginsWith != null) tests.push(eb.and([present, like(value, `${escapeLike(beginsWith)}%`)]));
  if (attributeExists != null) {
    tests.push(attributeExists ? eb.and([present, eb(value, '<>', '')]) : eb.or([absent, eb(value, '=', '')]));
  }
  if (attributeType != null) tests.push(attributeType === 'string' ? present : attributeType === '_null' ? absent : eb.or([]));
  if (size != null) tests.push(comparisons(sql<number>`length(${sql.ref(column)})`, size, present));
  return eb.and(tests);
}

/** eq, le, lt, ge, gt and between (and ne for a size) on a present value. */
function comparisons(value: Comparable, condition: FieldCondition | SizeCondition, present: Condition): Condition {
  const tests: Condition[] = [];
  for (const operator of ['eq', 'le', 'lt', 'ge', 'gt'] as const) {
    const operand = condition[operator];
    if (operand != null) tests.push(eb(value, COMPARISONS[operator], operand));
  }
  const { ne } = condition as SizeCondition;
  if (typeof ne === 'number') tests.push(eb(value, '<>', ne));
  const { between } = condition;
  if (between != null) tests.push(eb.between(value, between[0], between[1]));
  return tests.length === 0 ? eb.and([]) : eb.and([present, ...tests]);
}

// SQLite's LIKE is case-sensitive only with `PRAGMA case_sensitive_like = ON` (see database.ts).
export function like(text: Expression<string>, pattern: string): Condition {
  return sql<SqlBool>`${text} like ${pattern} escape ${LIKE_ESCAPE}`;
}

/** Makes %, _ and the escape character match only themselves in a LIKE pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `${LIKE_ESCAPE}${character}`);
}
