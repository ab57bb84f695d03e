import type { Page } from 'playwright-core';

/** What the server answered a call sent from a page: the status and the body (JSON when it is). */
export interface ApiAnswer<T = unknown> {
  readonly status: number;
  readonly body: T;
}

/**
 * Sends a JSON request from the page, with its cookies and its origin: exactly what the site's
 * own code could send, so the server's checks (session, role, same origin) are the real ones.
 */
export function callApi<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: the text as it came.
      }
      return { status: response.status, body: parsed as T };
    },
    { method, path, body },
  );
}

/** A GraphQL operation at /graphql from the page: its data, or its errors' messages. */
export async function graphql<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ readonly data: T | null; readonly errors: readonly string[] }> {
  const answer = await callApi<{ data?: T | null; errors?: readonly { message: string }[] }>(page, 'POST', '/graphql', {
    query,
    variables,
  });
  return { data: answer.body.data ?? null, errors: (answer.body.errors ?? []).map((error) => error.message) };
}
