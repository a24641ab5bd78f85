// A fake API behind `fetch`, for components that call the route table through `call(...)`.
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  /** As the browser addresses it, with the /api prefix: '/api/letter/suggest'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** Stubs `fetch` (undo with `vi.unstubAllGlobals`); returns the requests, in order, to assert on. */
export function stubApi(answer: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>): FakeRequest[] {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init: RequestInit = {}) => {
      const url = new URL(String(input));
      const request: FakeRequest = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const { status = 200, body } = await answer(request);
      return new Response(JSON.stringify(body ?? null), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return requests;
}

/** The step answers a component sent (PUT /api/levels/…/steps/…), in order. */
export function sentStepAnswers(requests: FakeRequest[]): unknown[] {
  return requests.filter((r) => r.method === 'PUT').map((r) => (r.body as { answer: unknown }).answer);
}
