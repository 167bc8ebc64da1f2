/**
 * The contract between the API process and the web app's page renderer (apps/web/src/entry-server.tsx,
 * docs/decisions/023): how the renderer reaches the API, and what it hands back.
 */

/** How one call reaches the API: fetch's shape. In the browser it is fetch; while the server draws, in-process. */
export type ApiSend = (url: string, init: RequestInit) => Promise<Response>;

/** The app's markup for `#root`, drawn by the server, and what the server needs to know of it. */
export interface DrawnPage {
  html: string;
  /** The language it is written in: the browser hydrates only if it shows the same one. */
  language: string;
  /** The answers the markup was drawn with (TanStack Query's dehydrated state), for the browser's query cache. */
  queries?: unknown;
  /** 404 when the page drawn says its subject does not exist (a product, a category); else absent: 200. */
  status?: number;
}
