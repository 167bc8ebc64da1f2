// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubNavigator(value: Partial<Navigator>) {
  vi.stubGlobal('navigator', { ...value });
}

describe('shareLink', () => {
  it("uses the device's share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share });
    expect(await shareLink('https://shop.test/help-center', 'Help')).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Help', url: 'https://shop.test/help-center' });
  });

  it('does nothing more when the shopper closes the share sheet', async () => {
    const writeText = vi.fn();
    stubNavigator({
      share: vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')),
      clipboard: { writeText } as unknown as Clipboard,
    });
    expect(await shareLink('https://shop.test/', 'Help')).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    expect(await shareLink('https://shop.test/help-center?section=tips', 'Help')).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://shop.test/help-center?section=tips');
  });

  it('copies the link when sharing is refused', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({
      share: vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')),
      clipboard: { writeText } as unknown as Clipboard,
    });
    expect(await shareLink('https://shop.test/', 'Help')).toBe('copied');
  });

  it('falls back to copying a selection, and reports a failure when that fails too', async () => {
    stubNavigator({ clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } as unknown as Clipboard });
    const execCommand = vi.fn().mockReturnValue(true);
    document.execCommand = execCommand;
    expect(await shareLink('https://shop.test/', 'Help')).toBe('copied');
    expect(execCommand).toHaveBeenCalledWith('copy');
    execCommand.mockReturnValue(false);
    expect(await shareLink('https://shop.test/', 'Help')).toBe('failed');
  });
});
