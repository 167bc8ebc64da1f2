// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { ModalDialog } from './modal-dialog';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <div id="root">
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title="Quick look" closeLabel="Close quick look">
        <a href="/product/1">Details</a>
        <button type="button">Add to Cart</button>
      </ModalDialog>
    </div>
  );
}

describe('ModalDialog', () => {
  it('is labelled by its title, keeps Tab inside, and Escape closes it and returns focus', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Quick look' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = screen.getByRole('button', { name: 'Close quick look' });
    expect(document.activeElement).toBe(close);
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(true);

    // Shift+Tab from the first control wraps to the last; Tab from the last wraps to the first.
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to Cart' }));
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes from its close button', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close quick look' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
