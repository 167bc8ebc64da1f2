// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHoverMenu } from './use-hover-menu';

function Menu({ name }: { name: string }) {
  const menu = useHoverMenu({ closeDelay: 500 });
  return (
    <div {...menu.rootProps} data-testid={`${name}-root`}>
      <button type="button" {...menu.triggerProps}>
        {name}
      </button>
      {menu.open && (
        <div {...menu.panelProps}>
          <a href="#first">{`${name} first`}</a>
          <a href="#second">{`${name} second`}</a>
        </div>
      )}
    </div>
  );
}

const renderMenus = () =>
  render(
    <MemoryRouter>
      <Menu name="Shop" />
      <Menu name="Help" />
    </MemoryRouter>,
  );

const pointer = (type: string) => ({ pointerType: type });
const trigger = (name: string) => screen.getByRole('button', { name });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useHoverMenu', () => {
  it('opens on mouse hover and closes 500 ms after the pointer leaves, unless it comes back', () => {
    renderMenus();
    const root = screen.getByTestId('Shop-root');
    fireEvent.pointerEnter(root, pointer('mouse'));
    expect(trigger('Shop').getAttribute('aria-expanded')).toBe('true');

    fireEvent.pointerLeave(root, pointer('mouse'));
    act(() => vi.advanceTimersByTime(499));
    expect(trigger('Shop').getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerEnter(root, pointer('mouse'));
    act(() => vi.advanceTimersByTime(1000));
    expect(trigger('Shop').getAttribute('aria-expanded')).toBe('true');

    fireEvent.pointerLeave(root, pointer('mouse'));
    act(() => vi.advanceTimersByTime(500));
    expect(trigger('Shop').getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps only one menu open: the next one shuts the last at once', () => {
    renderMenus();
    fireEvent.pointerEnter(screen.getByTestId('Shop-root'), pointer('mouse'));
    fireEvent.pointerLeave(screen.getByTestId('Shop-root'), pointer('mouse'));
    fireEvent.pointerEnter(screen.getByTestId('Help-root'), pointer('mouse'));
    expect(trigger('Shop').getAttribute('aria-expanded')).toBe('false');
    expect(trigger('Help').getAttribute('aria-expanded')).toBe('true');
  });

  it('toggles on a tap, but a click right after hovering does not shut it', () => {
    renderMenus();
    fireEvent.pointerDown(trigger('Shop'), pointer('touch'));
    fireEvent.click(trigger('Shop'));
    expect(trigger('Shop').getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(trigger('Shop'), pointer('touch'));
    fireEvent.click(trigger('Shop'));
    expect(trigger('Shop').getAttribute('aria-expanded')).toBe('false');

    fireEvent.pointerEnter(screen.getByTestId('Shop-root'), pointer('mouse'));
    fireEvent.pointerDown(trigger('Shop'), pointer('mouse'));
    fireEvent.click(trigger('Shop'));
    expect(trigger('Shop').getAttribute('aria-expanded')).toBe('true');
  });

  it('ArrowDown opens and focuses the first entry; Escape closes and gives focus back', () => {
    renderMenus();
    trigger('Shop').focus();
    fireEvent.keyDown(trigger('Shop'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Shop first' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(trigger('Shop').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger('Shop'));
  });

  it('points aria-controls at the panel only while it is open', () => {
    renderMenus();
    expect(trigger('Shop').hasAttribute('aria-controls')).toBe(false);
    fireEvent.keyDown(trigger('Shop'), { key: 'Enter' });
    fireEvent.click(trigger('Shop'));
    const id = trigger('Shop').getAttribute('aria-controls');
    expect(id && document.getElementById(id)?.textContent).toContain('Shop first');
  });
});
