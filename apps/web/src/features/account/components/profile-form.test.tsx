// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@shop/shared';
import { initI18n } from '../../../i18n/i18n';
import { json, mockApi, renderWithProviders, signInForTest } from '../test-helpers';
import { ProfileForm } from './profile-form';

const fresh: Profile = { name: 'Rahim Uddin', email: 'rahim@example.com', phone: null, birthday: null, gender: null };

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signInForTest();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderForm(profile = fresh) {
  const onSaved = vi.fn();
  renderWithProviders(<ProfileForm profile={profile} onSaved={onSaved} />);
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  const choose = (label: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
  return { onSaved, save, type, choose };
}

function fillValid(form: ReturnType<typeof renderForm>) {
  form.type('Mobile', '+880 1712-345678');
  form.choose('Day', '7');
  form.choose('Month', '3');
  form.choose('Year', '1995');
  fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
}

describe('profile form', () => {
  it('shows the five required-field messages without calling the API', () => {
    const calls = mockApi(() => json({}));
    const form = renderForm();
    form.type('Full Name', '  ');
    form.type('Email Address', '');
    form.save();
    for (const message of ['Full Name is required', 'Email is required', 'Phone number is required', 'Complete birthday is required', 'Gender is required'])
      expect(screen.getByText(message)).toBeDefined();
    expect(calls).toEqual([]);
    // Focus goes to the first field to fix.
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name', { exact: false }));
  });

  it('refuses 31 February', () => {
    mockApi(() => json({}));
    const form = renderForm();
    fillValid(form);
    form.choose('Month', '2');
    form.choose('Day', '31');
    form.save();
    expect(screen.getByText('Please choose a real date in the last 100 years.')).toBeDefined();
  });

  it('saves all five fields with the bearer token, then reports back', async () => {
    const calls = mockApi((_m, _p, body) => json(body));
    const form = renderForm();
    fillValid(form);
    form.save();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDefined();
    await waitFor(() => expect(form.onSaved).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/profile',
      body: { name: 'Rahim Uddin', email: 'rahim@example.com', phone: '01712345678', birthday: '1995-03-07', gender: 'Female' },
    });
    expect(calls[0]!.auth).toMatch(/^Bearer /);
  });

  it('says when the e-mail belongs to another account', async () => {
    mockApi(() => json({ message: 'Email already exists.', code: 'conflict' }, 409));
    const form = renderForm();
    fillValid(form);
    form.save();
    expect(await screen.findByText('This email is already used by another account.')).toBeDefined();
  });

  it('shows the catalogue message when the save fails for any other reason', async () => {
    mockApi(() => json({ message: 'Internal error.', code: 'internal_error' }, 500));
    const form = renderForm();
    fillValid(form);
    form.save();
    expect((await screen.findByRole('alert')).textContent).toBe('Profile update failed. Please try again.');
    expect(screen.getByRole('button', { name: 'SAVE CHANGES' })).toBeDefined();
  });
});
