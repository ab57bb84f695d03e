import { err, ok, type Result } from 'neverthrow';
import { ATTRIBUTE_TYPES, TIMESTAMP_FIELDS, type ListFilter } from './list-query';

/** How deep and/or/not may nest before a repository refuses the filter (the API allows less). */
const MAX_FILTER_DEPTH = 16;

const TEXT_OPERATORS = new Set(['eq', 'ne', 'le', 'lt', 'ge', 'gt', 'contains', 'notContains', 'beginsWith']);
const SIZE_OPERATORS = new Set(['eq', 'ne', 'le', 'lt', 'ge', 'gt']);
const TYPES: ReadonlySet<string> = new Set(ATTRIBUTE_TYPES);

type Check = Result<void, string>;
const fine: Check = ok(undefined);
const short = (text: string) => text.slice(0, 40);

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// PostgreSQL cannot hold NUL in text, so no stored value contains one; refusing it keeps stores alike.
const isText = (value: unknown): value is string => typeof value === 'string' && !value.includes('\u0000');

function pair(operand: unknown, fits: (bound: unknown) => boolean): boolean {
  return Array.isArray(operand) && operand.length === 2 && operand.every(fits);
}

function checkSize(size: unknown): Check {
  if (!isObject(size)) return err('A size condition must be an object.');
  for (const [operator, operand] of Object.entries(size)) {
    if (operand === null || operand === undefined) continue;
    if (operator === 'between' ? !pair(operand, Number.isSafeInteger) : !SIZE_OPERATORS.has(operator)) {
      return err(operator === 'between' ? 'size between takes two whole numbers.' : `Unknown size operator: ${short(operator)}.`);
    }
    if (operator !== 'between' && !Number.isSafeInteger(operand)) return err(`The size ${operator} value must be a whole number.`);
  }
  return fine;
}

function checkOperand(operator: string, operand: unknown): Check {
  if (TEXT_OPERATORS.has(operator)) return isText(operand) ? fine : err(`The ${operator} value must be text (without NUL characters).`);
  if (operator === 'between') return pair(operand, isText) ? fine : err('between takes two texts (without NUL characters).');
  if (operator === 'attributeExists') return typeof operand === 'boolean' ? fine : err('attributeExists takes true or false.');
  if (operator === 'attributeType')
    return TYPES.has(operand as string) ? fine : err('attributeType takes one of AppSync’s attribute types.');
  if (operator === 'size') return checkSize(operand);
  return err(`Unknown filter operator: ${short(operator)}.`);
}

function checkCondition(condition: unknown): Check {
  if (!isObject(condition)) return err('A field condition must be an object.');
  for (const [operator, operand] of Object.entries(condition)) {
    if (operand === null || operand === undefined) continue;
    const checked = checkOperand(operator, operand);
    if (checked.isErr()) return checked;
  }
  return fine;
}

function checkPart(key: string, part: unknown, fields: ReadonlySet<string>, depth: number): Check {
  if (key === 'and' || key === 'or') {
    if (!Array.isArray(part)) return err(`The filter's ${key} must be a list.`);
    for (const inner of part) {
      const checked = checkLevel(inner, fields, depth + 1);
      if (checked.isErr()) return checked;
    }
    return fine;
  }
  if (key === 'not') return checkLevel(part, fields, depth + 1);
  return fields.has(key) ? checkCondition(part) : err(`The filter names a field that cannot be filtered: ${short(key)}.`);
}

function checkLevel(filter: unknown, fields: ReadonlySet<string>, depth: number): Check {
  if (depth > MAX_FILTER_DEPTH) return err('The filter is nested too deeply.');
  if (!isObject(filter)) return err('A filter must be an object.');
  for (const [key, part] of Object.entries(filter)) {
    if (part === null || part === undefined) continue;
    const checked = checkPart(key, part, fields, depth);
    if (checked.isErr()) return checked;
  }
  return fine;
}

/**
 * Checks that a filter is one `matchesFilter` and the SQL stores can run: only the given fields
 * (and createdAt, updatedAt), only AppSync's operators, each with an operand of its type, nested at
 * most {@link MAX_FILTER_DEPTH} levels. Null operands count as absent. The error says what is wrong.
 */
export function checkFilter<F extends string>(filter: unknown, fields: readonly F[]): Result<ListFilter<F> | null, string> {
  if (filter === null || filter === undefined) return ok(null);
  return checkLevel(filter, new Set<string>([...fields, ...TIMESTAMP_FIELDS]), 1).map(() => filter as ListFilter<F>);
}
