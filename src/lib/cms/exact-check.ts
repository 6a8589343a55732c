/**
 * A fast yes-or-ask check compiled from a valibot schema, for the large CMS payloads a build reads
 * (a car's ~60 KB of financing tables, ten thousand times). `true` means valibot would accept the
 * value and give it back unchanged: every object key is one of its schema's, no default is filled
 * in, nothing is transformed. The caller may then use the value itself as the output. `false` means
 * "ask valibot", which decides, names each problem and builds the output, exactly as before.
 *
 * Why: valibot checked a car's tables in ~0.5 ms and copied every object it checked, and a
 * build profile showed its checks (~9 %) and the garbage of the copies as the largest share of the
 * car data's cost. This walks the value once and allocates nothing.
 *
 * Schema kinds it does not know, and pipe actions that are not validations, are handed to valibot
 * for that part of the value; an object answer from there counts as "ask valibot" (it is a copy).
 */
import * as v from 'valibot';

type Check = (value: unknown) => boolean;
type AnySchema = v.GenericSchema & Record<string, unknown>;
type Action = v.PipeAction<unknown, unknown, v.BaseIssue<unknown>> & Record<string, unknown>;

/** Keys valibot's record leaves out of its output (so a value holding one is not given back as is). */
const OMITTED_RECORD_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What valibot itself answers for this part: valid, and the very value back (strings, numbers). */
const askValibot =
  (schema: v.GenericSchema): Check =>
  (value) => {
    const result = v.safeParse(schema, value);
    return result.success && Object.is(result.output, value);
  };

/** Whether a schema, for an absent object key, gives an absent key back (no default to fill in). */
const leavesAbsentKeyOut = (schema: AnySchema): boolean =>
  (schema.type === 'optional' || schema.type === 'nullish') && schema.default === undefined;

function actionCheck(action: Action): Check | null {
  if (action.kind !== 'validation') return null;
  const requirement = action.requirement as never;
  switch (action.type) {
    case 'regex':
      return (value) => (requirement as RegExp).test(value as string);
    case 'min_value':
      return (value) => (value as number) >= requirement;
    case 'max_value':
      return (value) => (value as number) <= requirement;
    case 'min_length':
      return (value) => (value as string).length >= requirement;
    case 'max_length':
      return (value) => (value as string).length <= requirement;
    case 'integer':
    case 'finite':
    case 'check':
      return (value) => Boolean((requirement as (input: unknown) => unknown)(value));
    default:
      return null;
  }
}

/**
 * A number's pipe of bounds as one comparison chain: the tables hold ~3,800 such numbers per car
 * (money is number → finite → minValue 0), and a closure per action cost a call per action each.
 * Null when an action is not a plain bound.
 */
function numberBoundsCheck(actions: readonly Action[]): Check | null {
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  let finite = false;
  let integer = false;
  for (const action of actions) {
    const { type, requirement } = action;
    if (type === 'finite') finite = true;
    else if (type === 'integer') integer = true;
    else if (type === 'min_value' && typeof requirement === 'number') min = Math.max(min, requirement);
    else if (type === 'max_value' && typeof requirement === 'number') max = Math.min(max, requirement);
    else return null;
  }
  return (value) =>
    typeof value === 'number' &&
    value >= min &&
    value <= max &&
    (!finite || Number.isFinite(value)) &&
    (!integer || Number.isInteger(value));
}

function pipeCheck(base: Check, actions: readonly Action[], schema: v.GenericSchema): Check {
  const checks: Check[] = [];
  for (const action of actions) {
    const check = actionCheck(action);
    if (!check) return askValibot(schema);
    checks.push(check);
  }
  return (value) => {
    if (!base(value)) return false;
    for (const check of checks) if (!check(value)) return false;
    return true;
  };
}

function objectCheck(entries: Record<string, AnySchema>): Check {
  const keys = Object.keys(entries);
  const checks = new Map(keys.map((key) => [key, compile(entries[key] as AnySchema)]));
  const required = keys.filter((key) => !leavesAbsentKeyOut(entries[key] as AnySchema));
  return (value) => {
    if (!isPlainObject(value)) return false;
    let present = 0;
    for (const key in value) {
      const check = checks.get(key);
      if (!check || !Object.hasOwn(value, key) || !check(value[key])) return false;
      present++;
    }
    if (present === keys.length) return true;
    for (const key of required) if (!Object.hasOwn(value, key)) return false;
    return true;
  };
}

function recordCheck(key: Check, item: Check): Check {
  return (value) => {
    if (!isPlainObject(value)) return false;
    for (const name in value) {
      if (OMITTED_RECORD_KEYS.has(name) || !Object.hasOwn(value, name)) return false;
      if (!key(name) || !item(value[name])) return false;
    }
    return true;
  };
}

function variantCheck(discriminator: string, options: readonly AnySchema[]): Check {
  const branches = options.map((option) => {
    const entries = option.entries as Record<string, AnySchema> | undefined;
    const tag = entries?.[discriminator];
    return tag && option.type === 'object' && !option.pipe
      ? { tag: compile(tag), check: compile(option) }
      : null;
  });
  return (value) => {
    if (!isPlainObject(value)) return false;
    const tag = value[discriminator];
    for (const branch of branches) {
      // An option this cannot read: valibot decides for the whole value.
      if (!branch) return false;
      if (branch.tag(tag)) return branch.check(value);
    }
    return false;
  };
}

function baseCheck(schema: AnySchema): Check {
  switch (schema.type) {
    case 'string':
      return (value) => typeof value === 'string';
    case 'number':
      return (value) => typeof value === 'number' && !Number.isNaN(value);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'null':
      return (value) => value === null;
    case 'literal':
      return (value) => value === schema.literal;
    case 'picklist': {
      const options = schema.options as readonly unknown[];
      return (value) => options.includes(value);
    }
    case 'nullable': {
      const wrapped = compile(schema.wrapped as AnySchema);
      return schema.default === undefined ? (value) => value === null || wrapped(value) : askValibot(schema);
    }
    case 'optional': {
      const wrapped = compile(schema.wrapped as AnySchema);
      return schema.default === undefined
        ? (value) => value === undefined || wrapped(value)
        : askValibot(schema);
    }
    case 'array': {
      const item = compile(schema.item as AnySchema);
      return (value) => {
        // valibot's output has neither holes nor other keys: a value with either is not given back.
        if (!Array.isArray(value) || Object.keys(value).length !== value.length) return false;
        for (let index = 0; index < value.length; index++)
          if (!Object.hasOwn(value, index) || !item(value[index])) return false;
        return true;
      };
    }
    case 'object':
      return objectCheck(schema.entries as Record<string, AnySchema>);
    case 'record':
      return recordCheck(compile(schema.key as AnySchema), compile(schema.value as AnySchema));
    case 'variant':
      return variantCheck(schema.key as string, schema.options as readonly AnySchema[]);
    default:
      return askValibot(schema);
  }
}

function compile(schema: AnySchema): Check {
  if (schema.async) return () => false;
  const pipe = schema.pipe as readonly Action[] | undefined;
  if (!pipe) return baseCheck(schema);
  // A piped schema is its first item (a schema, possibly piped itself) followed by actions.
  const [head, ...actions] = pipe;
  const first = head as unknown as AnySchema;
  const bounds = first.type === 'number' && !first.pipe ? numberBoundsCheck(actions) : null;
  return bounds ?? pipeCheck(compile(first), actions, schema);
}

const compiled = new WeakMap<v.GenericSchema, Check>();

/** The check of `schema`, compiled on first use. */
export function exactCheck(schema: v.GenericSchema): Check {
  let check = compiled.get(schema);
  if (!check) {
    check = compile(schema as AnySchema);
    compiled.set(schema, check);
  }
  return check;
}
