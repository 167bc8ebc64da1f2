// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit Address" description="Change where we deliver." closeLabel="Close">
        <input aria-label="First" />
        <input aria-label="Last" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal that keeps Tab inside, closes on Escape and gives focus back', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit Address', description: 'Change where we deliver.' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The corner close button comes first, then the fields.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    screen.getByLabelText('Last').focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByLabelText('Last'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('ConfirmDialog', () => {
  it('starts on Cancel, and shows the failure inside', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open title="Delete this address?" message="It will be removed." confirmLabel="Delete" cancelLabel="Cancel" error="Failed." onConfirm={onConfirm} onCancel={onCancel} />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete this address?' })).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alert').textContent).toBe('Failed.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('cannot be dismissed while the action runs', () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog open busy busyLabel="Deleting..." title="Delete?" message="Sure?" confirmLabel="Delete" cancelLabel="Cancel" onConfirm={vi.fn()} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
