/** The round floating buttons of the page corner (back to top, chat): one size, one focus ring. */
export const floatingButtonClass =
  'flex size-12 items-center justify-center rounded-full shadow-lg transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
