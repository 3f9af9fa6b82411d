/**
 * Any call in any state, for stories and tests: `loading('earningsDashboard')` answers
 * never, `empty(...)` answers what the backend answers with no data, `error(...)` 500 with
 * a message, `slow(...)` the real answer late. Each returns { [name]: handler }, ready to
 * spread into `parameters.msw.handlers` or pass to `server.use`.
 */
import { delay, HttpResponse, type HttpHandler } from 'msw';
import type { RouteName } from '../backend/core';
import { emptyDatabase } from '../backend/db';
import { storyState } from './db';
import { backendHandler, backendResolver, findRoute, routeHandler } from './handlers';

type Scenario = Partial<Record<RouteName, HttpHandler>>;

function on(name: RouteName, resolver: Parameters<typeof routeHandler>[1]): Scenario {
  return { [name]: routeHandler(findRoute(name), resolver) };
}

export const DEFAULT_ERROR_MESSAGE = 'The server had a problem. Please try again later.';

/**
 * How many calls of the story now on screen are answered never, on purpose: the screenshot
 * check (.storybook/visual.setup.ts) waits for every other call before it looks.
 */
export const unansweredCalls = {
  count: 0,
  /** Called whenever `count` grows: the check that waits for answers looks again. */
  onHold: () => {},
};

export function loading(name: RouteName): Scenario {
  return on(name, async () => {
    unansweredCalls.count += 1;
    unansweredCalls.onHold();
    await delay('infinite');
    return HttpResponse.json({});
  });
}

export function empty(name: RouteName): Scenario {
  const key = Symbol(`empty ${name}`);
  const store = () => storyState(key, () => ({ db: emptyDatabase() }));
  return {
    [name]: backendHandler(
      findRoute(name),
      () => store().db,
      (next) => (store().db = next),
    ),
  };
}

export function error(name: RouteName, message = DEFAULT_ERROR_MESSAGE, status = 500): Scenario {
  return on(name, () => HttpResponse.json({ message }, { status }));
}

/**
 * Answers every call for real, but the first answer is lost on the way back (504, 'The gateway
 * timed out.') although the backend recorded it: a money action's retry must then send the
 * same Idempotency-Key. Each call's key is pushed to `keys`, which the story empties first.
 */
export function firstAnswerLost(name: RouteName, keys: Array<string | null>): Scenario {
  const resolve = backendResolver(findRoute(name));
  return on(name, async (info) => {
    keys.push(info.request.headers.get('Idempotency-Key'));
    const answer = await resolve(info);
    return keys.length === 1 ? HttpResponse.json({ message: 'The gateway timed out.' }, { status: 504 }) : answer;
  });
}

/** Answers every call for real and keeps what each sent (its JSON body) in `bodies`, which the story empties first. */
export function recorded(name: RouteName, bodies: unknown[]): Scenario {
  const resolve = backendResolver(findRoute(name));
  return on(name, async (info) => {
    bodies.push(await info.request.clone().json());
    return resolve(info);
  });
}

export function slow(name: RouteName, ms = 1500): Scenario {
  const resolve = backendResolver(findRoute(name));
  return on(name, async (info) => {
    await delay(ms);
    return resolve(info);
  });
}

/** Fails the first `times` calls with 500, then answers for real: Retry stories. */
export function failTimes(name: RouteName, times = 1, message = DEFAULT_ERROR_MESSAGE): Scenario {
  const resolve = backendResolver(findRoute(name));
  const key = Symbol(`failTimes ${name}`);
  return on(name, (info) => {
    const counter = storyState(key, () => ({ failures: 0 }));
    if (counter.failures < times) {
      counter.failures += 1;
      return HttpResponse.json({ message }, { status: 500 });
    }
    return resolve(info);
  });
}

/**
 * Answers the first `answered` calls for real, fails the next `times` with 500, then answers
 * for real again: a list that loaded and whose refresh fails, then recovers on Retry.
 */
export function failAfter(name: RouteName, answered = 1, times = 1, message = DEFAULT_ERROR_MESSAGE): Scenario {
  const resolve = backendResolver(findRoute(name));
  const key = Symbol(`failAfter ${name}`);
  return on(name, (info) => {
    const counter = storyState(key, () => ({ calls: 0 }));
    counter.calls += 1;
    if (counter.calls > answered && counter.calls <= answered + times) return HttpResponse.json({ message }, { status: 500 });
    return resolve(info);
  });
}

/**
 * Fails the first `times` pages after the first of a list asked a page at a time (a body
 * whose offset is past 0) with 500, then answers for real: the rows already shown stay, and
 * the failed page says why with Retry in place.
 */
export function failLaterPages(name: RouteName, times = 1, message = DEFAULT_ERROR_MESSAGE): Scenario {
  const resolve = backendResolver(findRoute(name));
  const key = Symbol(`failLaterPages ${name}`);
  return on(name, async (info) => {
    const counter = storyState(key, () => ({ failures: 0 }));
    const body = (await info.request.clone().json().catch(() => ({}))) as { offset?: unknown };
    if (typeof body.offset === 'number' && body.offset > 0 && counter.failures < times) {
      counter.failures += 1;
      return HttpResponse.json({ message }, { status: 500 });
    }
    return resolve(info);
  });
}

/** The AI service answers `content` as its message: not JSON, an empty list, questions in the wrong shape. */
export function aiReply(content: string): Scenario {
  return on('chatCompletions', () => HttpResponse.json({ id: 'chatcmpl-scenario', choices: [{ index: 0, message: { role: 'assistant', content } }] }));
}

/** The scenario helpers as a set, for `parameters.msw.handlers`. */
export const scenario = { loading, empty, error, slow, failTimes, failAfter, failLaterPages, aiReply };

/** All handlers of a scenario map, for `server.use(...)`. */
export function handlersOf(...scenarios: Scenario[]): HttpHandler[] {
  return scenarios.flatMap((entry) => Object.values(entry));
}
