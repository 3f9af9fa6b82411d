/**
 * Every string a schema reads has a maximum length, and every list a request body carries a
 * maximum count: found by walking every exported schema (and the data file's), so a field
 * added without one fails here by its path.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as backendData from '../backend/db';
import * as schemas from './index';
import {
  createExpenseTypeBodySchema,
  createQuizBodySchema,
  EXPENSE_TYPE_TOO_LONG,
  MAX_COUNT,
  notificationContentSchema,
  questionDraftSchema,
  saveQuestionsBodySchema,
  sendNotificationBodySchema,
} from './index';

type Schema = z.core.$ZodType;

interface Walk {
  /** Paths of every string found, with its maximum (undefined: none). */
  strings: { path: string; max: number | undefined }[];
  /** Paths of lists in request bodies without a maximum count. */
  unboundedLists: string[];
  /** Schema kinds this walk does not know how to look into. */
  unknownKinds: string[];
  lazySeen: Set<Schema>;
}

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value;
/** The tightest maximum length among a string's or a list's checks (max or exact length). */
function maximumOf(schema: Schema): number | undefined {
  const checks = (schema._zod.def as { checks?: z.core.$ZodCheck[] }).checks ?? [];
  const limits = checks.flatMap((check) => {
    const def = check._zod.def as { check: string; maximum?: number; length?: number };
    return def.check === 'max_length' ? [def.maximum ?? Infinity] : def.check === 'length_equals' ? [def.length ?? Infinity] : [];
  });
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

/** Kinds that hold no string and nothing inside. */
const LEAVES = new Set(['number', 'bigint', 'boolean', 'date', 'symbol', 'undefined', 'null', 'any', 'unknown', 'never', 'void', 'nan', 'literal', 'enum', 'file', 'transform', 'custom']);
/** Kinds that wrap one schema. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch', 'success', 'promise']);

function walk(schema: Schema, path: string, inBody: boolean, found: Walk): void {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (key: string) => def[key] as Schema;
  switch (def.type) {
    case 'string':
      found.strings.push({ path, max: maximumOf(schema) });
      return;
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      for (const [key, value] of Object.entries(shape)) walk(value, `${path}.${key}`, inBody, found);
      const catchall = def.catchall as Schema | undefined;
      if (catchall) walk(catchall, `${path}.*`, inBody, found);
      return;
    }
    case 'array':
      if (inBody && maximumOf(schema) === undefined) found.unboundedLists.push(path);
      walk(inner('element'), `${path}[]`, inBody, found);
      return;
    case 'tuple':
      (def.items as Schema[]).forEach((item, index) => walk(item, `${path}[${index}]`, inBody, found));
      if (def.rest) walk(inner('rest'), `${path}[...]`, inBody, found);
      return;
    case 'union':
      (def.options as Schema[]).forEach((option, index) => walk(option, `${path}|${index}`, inBody, found));
      return;
    case 'intersection':
      walk(inner('left'), `${path}&left`, inBody, found);
      walk(inner('right'), `${path}&right`, inBody, found);
      return;
    case 'record':
    case 'map':
      walk(inner('keyType'), `${path}{key}`, inBody, found);
      walk(inner('valueType'), `${path}{value}`, inBody, found);
      return;
    case 'set':
      walk(inner('valueType'), `${path}{item}`, inBody, found);
      return;
    case 'pipe':
      walk(inner('in'), path, inBody, found);
      walk(inner('out'), `${path}>out`, inBody, found);
      return;
    case 'lazy': {
      if (found.lazySeen.has(schema)) return;
      found.lazySeen.add(schema);
      walk((def.getter as () => Schema)(), path, inBody, found);
      return;
    }
    default:
      if (WRAPPERS.has(def.type)) walk(inner('innerType'), path, inBody, found);
      else if (!LEAVES.has(def.type)) found.unknownKinds.push(`${path} (${def.type})`);
  }
}

/** Every exported schema of src/api/schemas and of the data file, by export name. */
const exported = [...Object.entries(schemas), ...Object.entries(backendData)].flatMap(([name, value]: [string, unknown]) => (isSchema(value) ? [[name, value] as const] : []));

/** Request bodies are named …BodySchema; errorBodySchema is the backend's answer, not a request. */
const isRequestBody = (name: string) => name.endsWith('BodySchema') && name !== 'errorBodySchema';

function walkAll(): Walk {
  const found: Walk = { strings: [], unboundedLists: [], unknownKinds: [], lazySeen: new Set() };
  for (const [name, schema] of exported) walk(schema, name, isRequestBody(name), found);
  return found;
}

describe('the walk', () => {
  it('finds a string without a maximum wherever it hides, and a body list without one', () => {
    const found: Walk = { strings: [], unboundedLists: [], unknownKinds: [], lazySeen: new Set() };
    const hidden = z.object({
      bounded: z.string().max(3),
      exact: z.string().length(6),
      list: z.array(z.string().max(3)),
      either: z.union([z.literal(''), z.string().trim()]).default(''),
      byKey: z.record(z.string(), z.number()),
      piped: z.string().max(3).transform(Number).pipe(z.number()),
      wrapped: z.string().optional().nullable(),
      pair: z.tuple([z.number(), z.string().max(1)], z.string()),
      nested: z.lazy(() => z.object({ deep: z.string() })),
    });
    walk(hidden, 'hidden', true, found);
    expect(found.unknownKinds).toEqual([]);
    expect(found.strings.filter((string) => string.max === undefined).map((string) => string.path)).toEqual([
      'hidden.either|1',
      'hidden.byKey{key}',
      'hidden.wrapped',
      'hidden.pair[...]',
      'hidden.nested.deep',
    ]);
    expect(found.strings.find((string) => string.path === 'hidden.exact')?.max).toBe(6);
    expect(found.unboundedLists).toEqual(['hidden.list']);
  });
});

describe('schema limits', () => {
  const found = walkAll();

  it('walks every kind of schema it meets', () => {
    expect(found.unknownKinds).toEqual([]);
  });

  it('finds the strings of every domain (so it cannot pass by finding none)', () => {
    // 90 schemas and 477 strings when this was written.
    expect(exported.length).toBeGreaterThan(80);
    expect(found.strings.length).toBeGreaterThan(400);
    for (const name of ['consultantSchema', 'questionSchema', 'sendNotificationBodySchema', 'saveQuestionsBodySchema', 'databaseSchema', 'sendOtpBodySchema', 'bookingSchema', 'chatMessageSchema']) {
      expect(found.strings.some((string) => string.path.startsWith(`${name}.`)), name).toBe(true);
    }
  });

  it('gives every string a maximum length', () => {
    const unbounded = found.strings.filter((string) => string.max === undefined).map((string) => string.path);
    expect([...new Set(unbounded)]).toEqual([]);
  });

  it('gives every list in a request body a maximum count', () => {
    expect(found.unboundedLists).toEqual([]);
  });
});

describe('request bodies say their limits beside the field', () => {
  const long = (length: number) => 'x'.repeat(length);
  const quiz = { name: 'Quiz', entryFee: 0, timePerQuestion: 10, numberOfQuestions: 5, startTime: '2030-01-01T10:00:00.000Z' };
  const draft = { question: 'Q?', answers: ['a', 'b', 'c', 'd'], correctAnswer: 'a' };
  const issuesOf = (result: { error?: z.ZodError }) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it.each([
    ['createQuizBodySchema', createQuizBodySchema, { ...quiz, name: long(101) }, ['name', 'Name must be at most 100 characters']],
    ['createQuizBodySchema', createQuizBodySchema, { ...quiz, prompt: long(2001) }, ['prompt', 'Prompt must be at most 2000 characters']],
    ['notificationContentSchema', notificationContentSchema, { title: long(121), body: 'b', image: '' }, ['title', 'Title must be at most 120 characters']],
    ['questionDraftSchema', questionDraftSchema, { ...draft, question: long(1001) }, ['question', 'Question must be at most 1000 characters']],
    ['questionDraftSchema', questionDraftSchema, { ...draft, answers: ['a', 'b', 'c', long(501)] }, ['answers.3', 'Answer must be at most 500 characters']],
    ['createExpenseTypeBodySchema', createExpenseTypeBodySchema, { expenseType: long(61) }, ['expenseType', EXPENSE_TYPE_TOO_LONG]],
  ] as const)('%s: %j', (_name, schema, body, issue) => {
    expect(issuesOf(schema.safeParse(body))).toEqual([issue]);
  });

  it('takes a notification to every consultant of a generated 10,000, and refuses more than its maximum', () => {
    const phones = (count: number) => Array.from({ length: count }, (_, index) => String(9_000_000_000 + index));
    const body = (count: number) => ({ title: 'T', body: 'B', image: '', userIds: phones(count), tokens: phones(count).map(() => 'default_token') });
    expect(sendNotificationBodySchema.safeParse(body(10_000)).success).toBe(true);
    expect(issuesOf(sendNotificationBodySchema.safeParse(body(MAX_COUNT.recipients + 1)))).toEqual([
      ['userIds', 'At most 20,000 recipients at once'],
      ['tokens', 'At most 20,000 push tokens at once'],
    ]);
  });

  it('takes the 100 questions of an AI request in one save', () => {
    const save = (count: number) => saveQuestionsBodySchema.safeParse({ status: 'live', questions: Array.from({ length: count }, () => draft) });
    expect(save(100).success).toBe(true);
    expect(save(MAX_COUNT.questionsPerSave).success).toBe(true);
    expect(issuesOf(save(MAX_COUNT.questionsPerSave + 1))).toEqual([['questions', `At most ${MAX_COUNT.questionsPerSave} questions can be saved at once`]]);
  });

  it('keeps a recipient to digits of a phone number', () => {
    const recipient = (phone: string) => sendNotificationBodySchema.safeParse({ title: 'T', body: 'B', image: '', userIds: [phone], tokens: ['t'] }).success;
    expect(['9876500001', '+919876500001'].map(recipient)).toEqual([true, true]);
    expect(['', '98765 00001', '+91+98765', '1234567890123456', 'abc'].map(recipient)).toEqual([false, false, false, false, false]);
  });
});
