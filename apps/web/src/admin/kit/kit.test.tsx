// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminMessageQuerySchema, AdminProofQuerySchema } from '@shop/shared';
import { RowActions } from './row-actions';
import { filtersOf, searchOf } from './url-filters';

afterEach(cleanup);

describe('filters in the address', () => {
  const proofs = AdminProofQuerySchema.pick({ status: true, q: true, page: true });

  it('reads each filter by the shared query schema, a refused value being its default', () => {
    expect(filtersOf(proofs, new URLSearchParams('status=paid&q=%20BZ-1%20&page=3'))).toEqual({ status: 'paid', q: 'BZ-1', page: 3 });
    expect(filtersOf(proofs, new URLSearchParams('status=lost&page=-2&q='))).toEqual({ status: 'submitted', page: 1 });
    expect(filtersOf(AdminMessageQuerySchema.pick({ status: true, page: true }), new URLSearchParams())).toEqual({ page: 1 });
  });

  it('writes only what differs from the defaults, so the plain list has a plain address', () => {
    expect(searchOf(proofs, { status: 'submitted', page: 1 }).toString()).toBe('');
    expect(searchOf(proofs, { status: 'rejected', q: 'Rahim', page: 2 }).toString()).toBe('status=rejected&q=Rahim&page=2');
  });
});

describe('a row’s actions menu', () => {
  const open = () => {
    const onSelect = vi.fn();
    render(<RowActions label="Actions for Dhaka Hub" buttonText="More" actions={[{ label: 'Hide', onSelect }, { label: 'Delete', onSelect: vi.fn() }]} />);
    const button = screen.getByRole('button', { name: 'Actions for Dhaka Hub' });
    fireEvent.click(button);
    return { button, onSelect };
  };

  it('opens on its first item and moves with the arrow keys', () => {
    const { button } = open();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Hide' }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }));
  });

  it('closes with Escape and gives focus back to its button', () => {
    const { button } = open();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('runs the chosen action and closes', () => {
    const { button, onSelect } = open();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hide' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
