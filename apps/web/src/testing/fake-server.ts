import { errorEnvelope } from '@puhuo/domain';
import { vi } from 'vitest';

/** One request the web app sent, as the server would read it. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** JSON bodies parsed, form bodies as an object, none undefined */
  body: unknown;
}

type Answer = Response | ((request: SentRequest) => Response | Promise<Response>);

/** An answer as the server gives it: JSON with its status. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server's refusal: its error envelope (`{ error: { code, message, details } }`) with the status. */
export function refusal(status: number, message: string, options: { code?: string; details?: string } = {}): Response {
  return json(errorEnvelope(message, options), status);
}

function readBody(init: RequestInit | undefined, headers: Record<string, string>): unknown {
  const body = init?.body;
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'string') return body;
  const type = headers['content-type'] ?? '';
  if (type.includes('application/json')) return JSON.parse(body);
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(body));
  return body;
}

/**
 * Replaces `fetch` for one test: each route, `'GET /api/...'`, answers with a Response (read once) or
 * a function of the request. A request no route answers fails like a network error and is kept in
 * `unexpected`. Every request is kept, in order, in `requests`.
 */
export function fakeServer(routes: Record<string, Answer>) {
  const requests: SentRequest[] = [];
  const unexpected: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.href);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries((init?.headers as Record<string, string> | undefined) ?? {})) {
      headers[name.toLowerCase()] = value;
    }
    const request: SentRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: readBody(init, headers),
    };
    requests.push(request);
    const answer = routes[`${request.method} ${request.path}`];
    if (!answer) {
      unexpected.push(request);
      throw new TypeError(`fetch failed: no route for ${request.method} ${request.path}`);
    }
    return typeof answer === 'function' ? answer(request) : answer.clone();
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    unexpected,
    /** the requests to one route, in order */
    to: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
    /** the routes asked, in order */
    routes: () => requests.map((request) => `${request.method} ${request.path}`),
  };
}
