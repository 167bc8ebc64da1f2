import { copyText } from '../../../lib/copy-text';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares a link the way the device offers (the share sheet on phones); where there is none, copies
 * it to the clipboard (docs/product/help-and-about.md: 'Link copied!'). A shopper closing the share sheet is not
 * an error and copies nothing.
 */
export async function shareLink(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (an insecure page, a blocked permission): copy instead.
    }
  }
  return (await copyText(url)) ? 'copied' : 'failed';
}
