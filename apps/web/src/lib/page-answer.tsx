import { createContext, useContext, type ReactNode } from 'react';

/** What a page drawn by the server tells the server about itself (entry-server.tsx). */
export interface PageAnswer {
  /** 404 when the page says its subject does not exist (a product, a category), else unset: 200. */
  status?: number;
}

const Context = createContext<PageAnswer | null>(null);

/** Given by the server's renderer around one drawing; the browser has none. */
export function PageAnswerProvider({ answer, children }: { answer: PageAnswer; children: ReactNode }) {
  return <Context.Provider value={answer}>{children}</Context.Provider>;
}

/**
 * Called while rendering a not-found page: a drawing that shows it is answered 404, so a stale or mistyped link
 * reads as missing to browsers and search engines too, not as a page. Nothing in the browser.
 */
export function useNotFoundAnswer(): void {
  const answer = useContext(Context);
  if (answer) answer.status = 404;
}
