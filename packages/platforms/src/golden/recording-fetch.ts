import type { FetchLike } from '../core/http-client.ts';

/** one request as a golden test's fetch saw it */
export interface Recorded {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

/**
 * A fetch that records each request and answers the next golden answer in turn: a text as it is (answers
 * whose ids do not fit a double), anything else as JSON.
 */
export function recordingFetch(answers: readonly (string | Record<string, unknown>)[]) {
  const calls: Recorded[] = [];
  const fetch: FetchLike = async (input, init) => {
    calls.push({
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: String(init?.body ?? ''),
    });
    const answer = answers[calls.length - 1];
    if (answer === undefined) throw new Error(`no golden answer for call ${calls.length}`);
    return typeof answer === 'string'
      ? new Response(answer, { status: 200, headers: { 'content-type': 'application/json' } })
      : Response.json(answer);
  };
  return { fetch, calls };
}
