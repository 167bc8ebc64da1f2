// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

afterEach(cleanup);

describe('Dialog as a full-screen viewer', () => {
  it('is named by a hidden title, handles its own keys, makes the page inert and still, and lets go on closing', () => {
    const keys: string[] = [];
    const viewer = (open: boolean) => (
      <div id="root">
        <Dialog open={open} onClose={() => {}} title="Images of Panjabi" hideHeader placement="full" tone="dark" padded={false} onKeyDown={(e) => keys.push(e.key)}>
          <button type="button">Close viewer</button>
        </Dialog>
      </div>
    );
    const { rerender } = render(viewer(true));
    const dialog = screen.getByRole('dialog', { name: 'Images of Panjabi' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close viewer' }));
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(true);

    fireEvent.keyDown(screen.getByRole('button', { name: 'Close viewer' }), { key: 'ArrowRight' });
    expect(keys).toEqual(['ArrowRight']);

    rerender(viewer(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(false);
  });
});
