// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useStoredChoice } from './use-stored-choice';

const THEMES = ['light', 'dark'] as const;

/** A choice whose fallback (the device's dark setting here) differs from what a server-drawn page shows. */
function Theme() {
  const [theme, setTheme] = useStoredChoice('theme', THEMES, 'dark', 'light');
  return (
    <button type="button" onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
      {theme}
    </button>
  );
}

afterEach(() => localStorage.clear());

describe('a choice kept in localStorage', () => {
  it('reads the stored value, falls back for a missing or unknown one, and remembers a change', () => {
    localStorage.setItem('theme', 'sepia');
    render(<Theme />);
    expect(screen.getByRole('button').textContent).toBe('dark');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('shows the server value in a page drawn by the server, whatever this device stored, so hydration matches', () => {
    localStorage.setItem('theme', 'dark');
    expect(renderToString(<Theme />)).toContain('>light</button>');
  });
});
