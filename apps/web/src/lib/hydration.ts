/**
 * Whether the app is taking over a page the server drew (docs/decisions/023): from just before hydrateRoot
 * (main.tsx) until the app's first commit (app/app.tsx). Parts below the first screen created meanwhile wait
 * to be scrolled near before they hydrate (components/ui/below-fold.tsx); parts the app draws itself do not.
 * One flag for the page, as the page has one root: a second root hydrated at the same time would share it.
 */
let hydrating = false;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

export function isHydrating(): boolean {
  return hydrating;
}
