import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { data, type LoaderFunctionArgs } from 'react-router';
import type { Language, PageHead } from '@shop/shared';

/**
 * What the server's renderer hands a landing page's loader (entry-server.tsx, docs/decisions/034): the query
 * client of the drawing. The browser hands none.
 */
export interface Drawing {
  queryClient: QueryClient;
  /** The language the page is drawn in (its head's texts are written in it). */
  language: Language;
  /** The texts of that language, for what the page says of itself in its head. */
  t: TFunction;
}

/** What a landing page's data says of the page, beyond the answers it put into the query cache. */
export interface PageFacts {
  /** Its subject does not exist (no such product, a category nobody has): the server answers 404. */
  missing?: boolean;
  /** The image of its largest paint, for the server to name in the page's head. */
  image?: string | null;
  /** What the page says of itself in its head: title, description, canonical address, product facts (docs/decisions/060). */
  head?: PageHead;
}

/** The loader data of a landing page drawn by the server (read back by entry-server.tsx). */
export interface LandingData {
  image?: string;
  head?: PageHead;
}

const drawingOf = (context: unknown): Drawing | undefined => {
  const drawing = context as Partial<Drawing> | undefined;
  return drawing?.queryClient ? (drawing as Drawing) : undefined;
};

/**
 * A landing page's loader: the one place that says which answers the page is drawn with (fetched into the
 * drawing's query cache with the very query options its components use), whether its subject is missing, and
 * the image of its largest paint. The server runs it before drawing, so the page is drawn once, whole.
 * The browser's router has no loaders (app/router.tsx): there the components ask for their data themselves,
 * as on any page, so going from page to page shows the next page at once (with its skeletons) instead of
 * waiting on its data. Run without a drawing (a test's memory router), it does nothing.
 */
export function landingLoader(load: (client: QueryClient, args: LoaderFunctionArgs, language: Language, t: TFunction) => Promise<PageFacts | undefined>) {
  return async (args: LoaderFunctionArgs) => {
    const drawing = drawingOf(args.context);
    if (!drawing) return null;
    const facts = (await load(drawing.queryClient, args, drawing.language, drawing.t)) ?? {};
    const body: LandingData = { ...(facts.image ? { image: facts.image } : {}), ...(facts.head ? { head: facts.head } : {}) };
    return data(body, { status: facts.missing ? 404 : 200 });
  };
}

/**
 * A query's answer, from the cache or fetched; undefined when the call failed: the page is then drawn loading
 * there and the browser asks again, as it would without the server.
 */
export function answerOf<T, K extends QueryKey>(client: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<T | undefined> {
  return client.ensureQueryData(options).catch(() => undefined);
}
