import type { FieldCondition, ListFilter, SizeCondition } from './list-query';

/** A field's value as a filter sees it: text, or null when the record has none. */
type Value = string | null;

/**
 * Orders two texts by Unicode code point, as DynamoDB (by UTF-8 bytes), SQLite (BINARY) and
 * PostgreSQL (COLLATE "C") do. JavaScript's `<` compares UTF-16 units, which puts characters above
 * U+FFFF before U+E000-U+FFFF; the units are remapped so surrogates sort last.
 */
export function compareText(a: string, b: string): number {
  const shared = Math.min(a.length, b.length);
  for (let i = 0; i < shared; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

function codePointRank(unit: number): number {
  if (unit >= 0xe000) return unit - 0x800;
  return unit >= 0xd800 ? unit + 0x2000 : unit;
}

/** The length of a text in characters (code points), as SQL's length() counts them. */
export function textLength(text: string): number {
  let length = 0;
  for (const _character of text) length++;
  return length;
}

function compares(value: number, condition: SizeCondition): boolean;
function compares(value: string, condition: FieldCondition): boolean;
function compares(value: string | number, condition: FieldCondition | SizeCondition): boolean {
  const order = (other: string | number) => (typeof value === 'number' ? value - (other as number) : compareText(value, other as string));
  const { eq, ne, le, lt, ge, gt, between } = condition;
  if (eq !== undefined && order(eq) !== 0) return false;
  if (ne !== undefined && order(ne) === 0) return false;
  if (le !== undefined && order(le) > 0) return false;
  if (lt !== undefined && order(lt) >= 0) return false;
  if (ge !== undefined && order(ge) < 0) return false;
  if (gt !== undefined && order(gt) <= 0) return false;
  return between === undefined || (order(between[0]) >= 0 && order(between[1]) <= 0);
}

/** The tests that hold for a field without a value: `ne`, `notContains`, `attributeExists: false`, `attributeType: _null`. */
function matchesAbsent(condition: FieldCondition): boolean {
  const { ne: _ne, notContains: _notContains, attributeExists, attributeType, ...rest } = condition;
  const needsValue = Object.values(rest).some((operand) => operand !== undefined && operand !== null);
  return !needsValue && attributeExists !== true && (attributeType === undefined || attributeType === '_null');
}

function matchesValue(text: string, condition: FieldCondition): boolean {
  const { contains, notContains, beginsWith, attributeExists, attributeType, size } = condition;
  if (!compares(text, condition)) return false;
  if (contains !== undefined && !text.includes(contains)) return false;
  if (notContains !== undefined && text.includes(notContains)) return false;
  if (beginsWith !== undefined && !text.startsWith(beginsWith)) return false;
  if (attributeExists !== undefined && attributeExists !== (text !== '')) return false;
  if (attributeType !== undefined && attributeType !== 'string') return false;
  return size === undefined || compares(textLength(text), size);
}

/**
 * Whether one field passes its condition, with AppSync's meaning: text compares by code point and
 * case-sensitively, `size` is the length in characters, `between` includes both bounds. A field
 * with no value (null) passes only `ne`, `notContains`, `attributeExists: false` and
 * `attributeType: _null`. `attributeExists` treats empty text as absent too, as this server
 * stores an omitted field as ''; `attributeType` sees text as `string` and null as `_null`.
 */
export function matchesCondition(value: Value, condition: FieldCondition): boolean {
  const given = Object.fromEntries(Object.entries(condition).filter(([, operand]) => operand !== null)) as FieldCondition;
  return value === null ? matchesAbsent(given) : matchesValue(value, given);
}

/**
 * Whether a record passes a filter: every field condition and every `and` part holds, some `or`
 * part holds (none for an empty `or`), the `not` part does not. Null operands count as absent.
 * The one meaning of a filter: the in-memory stores use it, the SQL stores translate it.
 */
export function matchesFilter<F extends string>(record: object, filter: ListFilter<F> | null | undefined): boolean {
  if (!filter) return true;
  return Object.entries(filter as Readonly<Record<string, unknown>>).every(([key, part]) => {
    if (part === undefined || part === null) return true;
    if (key === 'and') return (part as ListFilter<F>[]).every((inner) => matchesFilter(record, inner));
    if (key === 'or') return (part as ListFilter<F>[]).some((inner) => matchesFilter(record, inner));
    if (key === 'not') return !matchesFilter(record, part as ListFilter<F>);
    const value = (record as Readonly<Record<string, unknown>>)[key];
    return matchesCondition(typeof value === 'string' ? value : null, part as FieldCondition);
  });
}
