// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@shop/shared';
import { initI18n } from '../../../i18n/i18n';
import { json, mockApi, renderWithProviders, signInForTest } from '../test-helpers';
import { AddressBook } from './address-book';

const home: Address = {
  id: 'a1',
  name: 'Rahim Uddin',
  phone: '01712345678',
  province: 'Dhaka',
  city: 'Dhaka',
  zone: 'Gulshan',
  address: 'House 5, Road 2',
  landmark: null,
  label: 'HOME',
  postcode: 'Dhaka - Dhaka - Gulshan',
};

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

const dialog = () => screen.getByRole('dialog');
const type = (label: string, value: string) => fireEvent.change(within(dialog()).getByLabelText(label, { exact: false }), { target: { value } });
const choose = (label: string, value: string) => fireEvent.change(within(dialog()).getByRole('combobox', { name: label }), { target: { value } });
/** Opens the form and waits for it: it is its own chunk, so the first open takes a moment. */
async function openForm(button: HTMLElement, title: string) {
  fireEvent.click(button);
  expect(await screen.findByRole('heading', { name: title })).toBeDefined();
  await screen.findByRole('combobox', { name: 'Province / Region' }, { timeout: 15_000 });
}
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'SAVE ADDRESS' }));

describe('address book', () => {
  it('adds an address: required fields, a clear phone message, dependent places, then success and close', async () => {
    const calls = mockApi((method, _path, body) =>
      method === 'POST' ? json({ ...(body as object), id: 'a2', postcode: 'x' }, 201) : json({ addresses: [home] }),
    );
    renderWithProviders(<AddressBook title="Address Book" />);
    expect(await screen.findByText('House 5, Road 2')).toBeDefined();
    await openForm(screen.getByRole('button', { name: /ADD NEW ADDRESS/ }), 'Add New Address');

    save();
    expect(within(dialog()).getByRole('alert').textContent).toBe('Please fill in all required fields.');
    expect(within(dialog()).getByRole('combobox', { name: 'City' })).toHaveProperty('disabled', true);

    type('Full Name', 'Karim Ahmed');
    type('Phone Number', '12345');
    choose('Province / Region', 'Dhaka');
    choose('City', 'Dhaka');
    choose('Zone', 'Dhanmondi');
    type('Address', 'House 12, Road 7');
    save();
    expect(within(dialog()).getByText('Please enter a valid Bangladeshi mobile number (01XXXXXXXXX).')).toBeDefined();

    // A new province clears the city and zone below it.
    choose('Province / Region', 'Sylhet');
    expect(within(dialog()).getByRole('combobox', { name: 'City' })).toHaveProperty('value', '');
    choose('Province / Region', 'Dhaka');
    choose('City', 'Dhaka');
    choose('Zone', 'Dhanmondi');
    type('Phone Number', '+880 1812-345678');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'OFFICE' }));
    save();
    expect(await within(dialog()).findByText('Address saved successfully!')).toBeDefined();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Karim Ahmed',
      phone: '01812345678',
      province: 'Dhaka',
      city: 'Dhaka',
      zone: 'Dhanmondi',
      address: 'House 12, Road 7',
      landmark: null,
      label: 'OFFICE',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    // Newest first, as the API lists them.
    expect(screen.getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent)).toEqual(['Karim Ahmed', 'Rahim Uddin']);
  });

  it('edits in a dialog that starts from the saved address', async () => {
    const calls = mockApi((method, _path, body) => (method === 'PATCH' ? json({ ...home, ...(body as object) }) : json({ addresses: [home] })));
    renderWithProviders(<AddressBook title="Address Book" />);
    await openForm(await screen.findByRole('button', { name: 'Edit the address of Rahim Uddin' }), 'Edit Address');
    expect(within(dialog()).getByRole('combobox', { name: 'Zone' })).toHaveProperty('value', 'Gulshan');
    type('Address', 'House 9, Road 1');
    save();
    expect(await within(dialog()).findByText('Address saved successfully!')).toBeDefined();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/addresses/a1', body: { address: 'House 9, Road 1', zone: 'Gulshan' } });
    expect(screen.getByText('House 9, Road 1')).toBeDefined();
  });

  it('shows the save failure with its detail', async () => {
    mockApi((method) => (method === 'POST' ? Promise.reject(new TypeError('offline')) : json({ addresses: [] })));
    renderWithProviders(<AddressBook title="Address Book" />);
    expect(await screen.findByText("You haven't saved any addresses yet.")).toBeDefined();
    await openForm(screen.getByRole('button', { name: /ADD NEW ADDRESS/ }), 'Add New Address');
    type('Full Name', 'Karim Ahmed');
    type('Phone Number', '01812345678');
    choose('Province / Region', 'Dhaka');
    choose('City', 'Dhaka');
    choose('Zone', 'Dhanmondi');
    type('Address', 'House 12, Road 7');
    save();
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Something went wrong! Please check your connection and try again.');
  });

  it('deletes only after the confirm, and says so when the delete fails', async () => {
    let fail = true;
    const calls = mockApi((method) => {
      if (method !== 'DELETE') return json({ addresses: [home] });
      return fail ? json({ message: 'Internal error.', code: 'internal_error' }, 500) : json(null, 204);
    });
    renderWithProviders(<AddressBook title="Address Book" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the address of Rahim Uddin' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this address?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText('Failed to delete address. Please try again.')).toBeDefined();
    fail = false;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText('House 5, Road 2')).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => [c.path, Boolean(c.auth)])).toEqual([
      ['/addresses/a1', true],
      ['/addresses/a1', true],
    ]);
  });

  it('says the data could not be loaded, on the page', async () => {
    mockApi(() => json({ message: 'Internal error.', code: 'internal_error' }, 500));
    renderWithProviders(<AddressBook title="Address Book" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Error loading data');
  });
});
