/**
 * Resolves in a later task of the page's event loop: work split at these points runs as several short tasks,
 * between which the browser paints and answers input, instead of one long one a phone cannot interrupt.
 * (A zero timer could be held back for a second in a hidden tab; a message is not.)
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
