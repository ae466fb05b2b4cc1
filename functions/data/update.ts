/**
 * Update and condition expressions made from an item's declared attributes (its zod schema in
 * items/), so renaming a field in a schema breaks every write of it at compile time instead of
 * writing a second attribute that no read parses. Every name is aliased (`#name`): several of our
 * attributes (name, status, unit, ...) are DynamoDB reserved words. Values are placeholders only.
 * Why a builder of our own and not a library: docs/decisions/0047-update-builder.md.
 */
import type * as z from 'zod';

/** The attributes an item declares: the keys of its schema. */
export type AttributeOf<S extends z.ZodType> = Extract<keyof z.output<S>, string>;

/** `{ stock: 'stock', ... }`: an item's attribute names as typed values. */
export function attributeNames<S extends z.ZodObject>(schema: S): { readonly [K in AttributeOf<S>]: K } {
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, name])) as { readonly [K in AttributeOf<S>]: K };
}

/** An attribute, or a path into a map attribute (`['signedOutSessions', sessionId]`). */
export type Path<A extends string> = A | readonly [A, ...string[]];

/** The table's key and index key attributes (table.ts), which no item schema declares. */
export type KeyAttribute = 'pk' | 'sk' | 'gsi1pk' | 'gsi1sk' | 'gsi2pk' | 'gsi2sk' | 'gsi3pk' | 'gsi3sk';

export interface Expressions {
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

export interface UpdateExpressions extends Expressions {
  UpdateExpression: string;
  ConditionExpression?: string;
}

export interface ConditionExpressions extends Expressions {
  ConditionExpression: string;
}

/** The placeholders of one command: each attribute name once, each value its own. */
class Placeholders {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private readonly aliases = new Map<string, string>();
  private valueCount = 0;

  name(path: Path<string>): string {
    const parts = typeof path === 'string' ? [path] : path;
    return parts.map((part) => this.alias(part)).join('.');
  }

  value(value: unknown): string {
    const placeholder = `:v${this.valueCount++}`;
    this.values[placeholder] = value;
    return placeholder;
  }

  expressions(): Expressions {
    return {
      ...(Object.keys(this.names).length > 0 ? { ExpressionAttributeNames: this.names } : {}),
      ...(Object.keys(this.values).length > 0 ? { ExpressionAttributeValues: this.values } : {}),
    };
  }

  private alias(name: string): string {
    const known = this.aliases.get(name);
    if (known) return known;
    const alias = /^[A-Za-z][A-Za-z0-9_]*$/.test(name) && !(`#${name}` in this.names) ? `#${name}` : `#n${this.aliases.size}`;
    this.aliases.set(name, alias);
    this.names[alias] = name;
    return alias;
  }
}

/** A condition on attributes `A`, rendered into the placeholders of the command that carries it. */
export interface Condition<A extends string> {
  readonly attributes?: A;
  render(p: Placeholders): string;
}

const condition = <A extends string>(render: (p: Placeholders) => string): Condition<A> => ({ render });

/** The conditions an item's writes may state, on its declared attributes (and the key's `pk`). */
export class Conditions<A extends string> {
  /** The item exists (`attribute_exists(pk)`). */
  itemExists(): Condition<A> {
    return condition(() => 'attribute_exists(pk)');
  }

  /** No item has this key yet. */
  itemMissing(): Condition<A> {
    return condition(() => 'attribute_not_exists(pk)');
  }

  exists(path: Path<A | KeyAttribute>): Condition<A> {
    return condition((p) => `attribute_exists(${p.name(path)})`);
  }

  missing(path: Path<A | KeyAttribute>): Condition<A> {
    return condition((p) => `attribute_not_exists(${p.name(path)})`);
  }

  eq(path: Path<A>, value: unknown): Condition<A> {
    return this.compare(path, '=', value);
  }

  ne(path: Path<A>, value: unknown): Condition<A> {
    return this.compare(path, '<>', value);
  }

  lt(path: Path<A>, value: unknown): Condition<A> {
    return this.compare(path, '<', value);
  }

  le(path: Path<A>, value: unknown): Condition<A> {
    return this.compare(path, '<=', value);
  }

  gt(path: Path<A>, value: unknown): Condition<A> {
    return this.compare(path, '>', value);
  }

  ge(path: Path<A>, value: unknown): Condition<A> {
    return this.compare(path, '>=', value);
  }

  /** The attribute is one of `values`. */
  in(path: Path<A>, values: readonly unknown[]): Condition<A> {
    return condition((p) => `${p.name(path)} IN (${values.map((v) => p.value(v)).join(', ')})`);
  }

  and(...all: Condition<A>[]): Condition<A> {
    return condition((p) => all.map((c) => wrap(c.render(p))).join(' AND '));
  }

  or(...any: Condition<A>[]): Condition<A> {
    return condition((p) => any.map((c) => wrap(c.render(p))).join(' OR '));
  }

  private compare(path: Path<A>, operator: string, value: unknown): Condition<A> {
    return condition((p) => `${p.name(path)} ${operator} ${p.value(value)}`);
  }
}

/** A compound part keeps its own precedence inside AND / OR. */
const wrap = (expression: string): string => (/ (AND|OR) /.test(expression) ? `(${expression})` : expression);

/** Builds one UpdateItem's expressions (Update, or an Update inside a transaction). */
export class Update<A extends string> {
  private readonly sets: ((p: Placeholders) => string)[] = [];
  private readonly adds: ((p: Placeholders) => string)[] = [];
  private readonly removes: Path<A>[] = [];
  private conditionOf?: Condition<A>;

  /** `name = value`. */
  set(path: Path<A>, value: unknown): this {
    this.sets.push((p) => `${p.name(path)} = ${p.value(value)}`);
    return this;
  }

  /** `name = if_not_exists(name, value)`: written only by the first writer. */
  setIfMissing(path: Path<A>, value: unknown): this {
    this.sets.push((p) => `${p.name(path)} = if_not_exists(${p.name(path)}, ${p.value(value)})`);
    return this;
  }

  /** Appends `entries` to a list attribute, starting it when absent. */
  append(path: Path<A>, entries: readonly unknown[]): this {
    this.sets.push((p) => `${p.name(path)} = list_append(if_not_exists(${p.name(path)}, ${p.value([])}), ${p.value(entries)})`);
    return this;
  }

  /** The item's `type` (its declaration's constant), for an update that may create the item. */
  setType(type: string): this {
    this.sets.push((p) => `${p.name('type')} = ${p.value(type)}`);
    return this;
  }

  /** Index keys as keys.ts builds them (a status change moves the order's gsi2 key). */
  setKeys(indexKeys: Partial<Record<Exclude<KeyAttribute, 'pk' | 'sk'>, string>>): this {
    for (const [name, value] of Object.entries(indexKeys)) this.sets.push((p) => `${p.name(name)} = ${p.value(value)}`);
    return this;
  }

  /** `ADD name delta`: a number moved atomically, starting from 0 when absent. */
  add(path: Path<A>, delta: number): this {
    this.adds.push((p) => `${p.name(path)} ${p.value(delta)}`);
    return this;
  }

  remove(...paths: Path<A>[]): this {
    this.removes.push(...paths);
    return this;
  }

  /** The write's condition, built on the same attributes. */
  when(build: (c: Conditions<A>) => Condition<A>): this {
    this.conditionOf = build(new Conditions<A>());
    return this;
  }

  build(): UpdateExpressions {
    const p = new Placeholders();
    const clauses = [
      this.sets.length > 0 ? `SET ${this.sets.map((s) => s(p)).join(', ')}` : '',
      this.adds.length > 0 ? `ADD ${this.adds.map((a) => a(p)).join(', ')}` : '',
      this.removes.length > 0 ? `REMOVE ${this.removes.map((r) => p.name(r)).join(', ')}` : '',
    ].filter(Boolean);
    if (clauses.length === 0) throw new Error('an update changes at least one attribute');
    const conditionExpression = this.conditionOf?.render(p);
    return {
      UpdateExpression: clauses.join(' '),
      ...(conditionExpression === undefined ? {} : { ConditionExpression: conditionExpression }),
      ...p.expressions(),
    };
  }
}

/** An update of an item declared by `schema` (items/<item>.ts). */
export function update<S extends z.ZodType>(_schema: S): Update<AttributeOf<S>> {
  return new Update<AttributeOf<S>>();
}

/**
 * An update of attributes named by data (a report's counters, an order count per status): the
 * item's declaration says how those names are made, and the caller passes them.
 */
export function updateNamed<A extends string>(): Update<A> {
  return new Update<A>();
}

/** A condition alone, for a Put, Delete or ConditionCheck of an item declared by `schema`. */
export function conditionOn<S extends z.ZodType>(_schema: S, build: (c: Conditions<AttributeOf<S>>) => Condition<AttributeOf<S>>): ConditionExpressions {
  const p = new Placeholders();
  const expression = build(new Conditions<AttributeOf<S>>()).render(p);
  return { ConditionExpression: expression, ...p.expressions() };
}

/**
 * What a built update's SET clause assigns, by attribute path (`{ stock: 4 }`): how tests read an
 * update without depending on its placeholders. Only plain `name = value` assignments are listed.
 */
export function assignedValues(built: Pick<UpdateExpressions, 'UpdateExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>): Record<string, unknown> {
  const set = /^SET (.*?)(?: ADD | REMOVE |$)/.exec(built.UpdateExpression)?.[1] ?? '';
  const names = built.ExpressionAttributeNames ?? {};
  const values = built.ExpressionAttributeValues ?? {};
  const out: Record<string, unknown> = {};
  for (const [, path, value] of set.matchAll(/([#\w.]+) = (:\w+)(?=,|$)/g)) {
    out[path!.split('.').map((part) => names[part] ?? part).join('.')] = values[value!];
  }
  return out;
}
