import type { RefObject } from 'react';

/**
 * After a confirmed change that took the row away (with the button that opened the dialog), focus goes to `to`,
 * the list's heading, instead of being lost: the kit's ConfirmAction has no fallback focus of its own.
 */
export const refocusIfLost = (to: RefObject<HTMLElement | null>) =>
  window.setTimeout(() => {
    if (!document.activeElement || document.activeElement === document.body) to.current?.focus();
  });
