import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The query data a server-rendered page was rendered from, handed to the browser as JSON in
 * <script type="application/json" id="kala-state"> (never executable: the CSP forbids inline scripts), so the
 * first client render equals the server's HTML and hydration needs no request.
 */
export const STATE_ELEMENT_ID = 'kala-state';

interface SerializedApiError {
  apiError: true;
  message: string;
  status: number;
  fromServer?: boolean;
}

/** ApiError does not survive JSON (message is not enumerable): carry it as a plain object. */
export function serializeState(state: DehydratedState): string {
  const queries = state.queries.map((query) => {
    const error = query.state.error;
    if (!(error instanceof ApiError)) return query;
    const plain: SerializedApiError = {
      apiError: true,
      message: error.message,
      status: error.status,
      fromServer: error.fromServer,
    };
    return { ...query, state: { ...query.state, error: plain } };
  });
  // '<' is escaped so no product text can close the script element.
  return JSON.stringify({ ...state, queries }).replace(/</g, '\\u003c');
}

/**
 * The state as the browser's query cache should take it. The data counts as fetched now (`receivedAt`): the server
 * may have rendered the page a while ago, but it drops its rendered pages on every catalogue write
 * (docs/decisions/004), so what a page carries is current. Keeping the render time instead would make the browser
 * fetch the same answers again as soon as a cached page were older than the queries' staleTime.
 */
export function readState(text: string, receivedAt = Date.now()): DehydratedState {
  const state = JSON.parse(text) as DehydratedState;
  for (const query of state.queries) {
    if (query.state.status === 'success') query.state.dataUpdatedAt = receivedAt;
    const error = query.state.error as SerializedApiError | null | undefined;
    if (error && typeof error === 'object' && error.apiError) {
      (query.state as { error: unknown }).error = new ApiError(error.message, error.status, error.fromServer === true);
    }
  }
  return state;
}
