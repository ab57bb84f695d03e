import { createHash, createHmac, randomBytes } from 'node:crypto';
import { compareText } from '../../../src/application/ports/list-filter';

/**
 * One DynamoDB table as Amplify's generated resolvers use it: items keyed by `id`, a Scan that
 * reads `limit` items in the table's own order (by the hash of the key, not by creation) and only
 * then applies the filter, so a page can come back short or empty with a nextToken; PutItem,
 * UpdateItem and DeleteItem with a condition that either holds or fails the whole write with
 * ConditionalCheckFailed. Each operation runs to its end without yielding, as DynamoDB applies a
 * conditional write atomically.
 *
 * An attribute is absent (undefined), NULL (null, what a null in a create input stores) or text.
 */
export type Attribute = string | null;
export type Item = Readonly<Record<string, Attribute>>;

/** A filter or condition in the generated `Model*FilterInput` / `Model*ConditionInput` shape. */
export type Expression = Readonly<Record<string, unknown>>;

export class ConditionalCheckFailed extends Error {
  constructor() {
    super('The conditional request failed');
  }
}

export class InvalidNextToken extends Error {
  constructor() {
    super('Invalid pagination token.');
  }
}

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');
const isText = (value: unknown): value is string => typeof value === 'string';

function typeOf(value: Attribute | undefined): string | undefined {
  if (value === undefined) return undefined;
  return value === null ? '_null' : 'string';
}

function compares(value: number, condition: Expression): boolean {
  const { eq, ne, le, lt, ge, gt, between } = condition as Record<string, number | number[] | undefined | null>;
  const checks: [unknown, (operand: number) => boolean][] = [
    [eq, (operand) => value === operand],
    [ne, (operand) => value !== operand],
    [le, (operand) => value <= operand],
    [lt, (operand) => value < operand],
    [ge, (operand) => value >= operand],
    [gt, (operand) => value > operand],
  ];
  if (!checks.every(([operand, holds]) => operand == null || holds(operand as number))) return false;
  return !Array.isArray(between) || (value >= between[0]! && value <= between[1]!);
}

/**
 * One attribute against its operators, all of which must hold, with DynamoDB's meaning as this
 * fake understands it: comparisons and functions other than `<>`, NOT contains and
 * attribute_not_exists are false on an absent or NULL attribute; text orders by code point
 * (DynamoDB compares UTF-8 bytes, the same order); an empty text exists.
 */
function attributeHolds(value: Attribute | undefined, condition: Expression): boolean {
  return Object.entries(condition).every(([operator, operand]) => {
    if (operand === null || operand === undefined) return true;
    const text = isText(value) ? value : null;
    switch (operator) {
      case 'eq':
        return text !== null && text === operand;
      case 'ne':
        return text === null || text !== operand;
      case 'le':
        return text !== null && compareText(text, operand as string) <= 0;
      case 'lt':
        return text !== null && compareText(text, operand as string) < 0;
      case 'ge':
        return text !== null && compareText(text, operand as string) >= 0;
      case 'gt':
        return text !== null && compareText(text, operand as string) > 0;
      case 'between': {
        const [low, high] = operand as string[];
        return text !== null && compareText(text, low!) >= 0 && compareText(text, high!) <= 0;
      }
      case 'contains':
        return text !== null && text.includes(operand as string);
      case 'notContains':
        return text === null || !text.includes(operand as string);
      case 'beginsWith':
        return text !== null && text.startsWith(operand as string);
      case 'attributeExists':
        return (value !== undefined) === operand;
      case 'attributeType':
        return typeOf(value) === operand;
      case 'size':
        // The port measures text in characters; whether DynamoDB's size() does too is not shown here.
        return text !== null && compares([...text].length, operand as Expression);
      default:
        throw new Error(`The fake AppSync has no operator ${operator}.`);
    }
  });
}

/** Whether an item passes a filter or condition (and, or, not, and one test per attribute). */
function holds(item: Item | undefined, expression: Expression | null | undefined): boolean {
  if (!expression) return true;
  return Object.entries(expression).every(([key, part]) => {
    if (part === null || part === undefined) return true;
    if (key === 'and') return (part as Expression[]).every((inner) => holds(item, inner));
    if (key === 'or') return (part as Expression[]).some((inner) => holds(item, inner));
    if (key === 'not') return !holds(item, part as Expression);
    return attributeHolds(item?.[key], part as Expression);
  });
}

/** A page of a Scan: the items that passed the filter, and where to go on (null at the end). */
export interface ScanPage {
  readonly items: readonly Item[];
  readonly nextToken: string | null;
}

export class DynamoTable {
  readonly #items = new Map<string, Item>();
  readonly #secret = randomBytes(16);

  /** Every item, in the table's order (a copy). */
  all(): Item[] {
    return [...this.#items.values()].sort((a, b) => compareText(hashOf(a.id!), hashOf(b.id!)));
  }

  get(id: string): Item | undefined {
    return this.#items.get(id);
  }

  /**
   * Reads up to `limit` items after the token's position, then keeps those passing `filter`.
   * As DynamoDB does, a scan that stopped at its limit hands back a token even when nothing is
   * left, and only an exhausted table ends without one.
   */
  scan(limit: number, nextToken: string | null, filter: Expression | null): ScanPage {
    const after = nextToken === null ? null : this.#position(nextToken);
    const ordered = this.all().filter((item) => after === null || compareText(hashOf(item.id!), after) > 0);
    const read = ordered.slice(0, limit);
    const last = read.at(-1);
    const stopped = limit > 0 && read.length === limit && last !== undefined;
    return { items: read.filter((item) => holds(item, filter)), nextToken: stopped ? this.#token(hashOf(last.id!)) : null };
  }

  /** PutItem: fails unless the condition holds on the item now stored under the id (if any). */
  put(item: Item, condition: Expression): Item {
    if (!holds(this.#items.get(item.id!), condition)) throw new ConditionalCheckFailed();
    this.#items.set(item.id!, item);
    return item;
  }

  /** UpdateItem: sets the text values, removes the null ones, after the condition held. */
  update(id: string, changes: Item, condition: Expression): Item {
    const current = this.#items.get(id);
    if (!holds(current, condition)) throw new ConditionalCheckFailed();
    const removed = new Set(Object.entries(changes).flatMap(([key, value]) => (value === null ? [key] : [])));
    const kept = Object.entries({ ...current, ...changes, id }).filter(([key]) => !removed.has(key));
    const next: Item = Object.fromEntries(kept);
    this.#items.set(id, next);
    return next;
  }

  /** DeleteItem: answers the item removed, after the condition held. */
  delete(id: string, condition: Expression): Item | undefined {
    const current = this.#items.get(id);
    if (!holds(current, condition)) throw new ConditionalCheckFailed();
    this.#items.delete(id);
    return current;
  }

  // AppSync encrypts its pagination tokens; this one is signed, so a token it did not issue fails too.
  #token(position: string): string {
    const mac = createHmac('sha256', this.#secret).update(position).digest('base64url');
    return Buffer.from(JSON.stringify({ position, mac })).toString('base64url');
  }

  #position(token: string): string {
    try {
      const { position, mac } = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { position?: unknown; mac?: unknown };
      if (isText(position) && mac === createHmac('sha256', this.#secret).update(position).digest('base64url')) return position;
    } catch {
      // falls through to the refusal
    }
    throw new InvalidNextToken();
  }
}
