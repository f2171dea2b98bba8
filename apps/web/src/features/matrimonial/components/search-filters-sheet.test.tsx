import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { summary } from '../../../test/fixtures/matrimonial.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import '../i18n.ts';
import type { SearchFilters } from '../types.ts';
import { clearedFilters, filtersInUse, savedFilters, type FilterText } from './search-filters.ts';
import { SearchFiltersSheet } from './search-filters-sheet.tsx';

const user = userEvent.setup({ delay: null });

describe('the count of filters in use', () => {
  const none = clearedFilters(savedFilters(summary()));

  it('is nothing for no filter at all, whatever the order', () => {
    expect(filtersInUse(none)).toBe(0);
    expect(filtersInUse({ ...none, sort: 'newest' })).toBe(0);
  });

  it("counts the profile's saved preferences that narrow the search, the age range as one", () => {
    // never_married, any work, 24-32: two filters.
    expect(filtersInUse(savedFilters(summary()))).toBe(2);
    expect(
      filtersInUse(
        savedFilters(
          summary({
            prefer_marital_status: 'any',
            prefer_with_job: 'yes',
            prefer_min_age: 18,
            prefer_max_age: 100,
          }),
        ),
      ),
    ).toBe(1);
    // One end of the range moved is the age filter in use.
    expect(filtersInUse({ ...none, prefer_max_age: '40' })).toBe(1);
  });

  it('counts every other filter once, the height range as one, and blanks as none', () => {
    expect(
      filtersInUse({
        ...none,
        city: 'Pune',
        community: 'cutchi_memon',
        mother_tongue: 'Kutchi',
        education: 'Com',
        min_height_cm: '150',
        max_height_cm: '180',
        verified_only: 'true',
      }),
    ).toBe(6);
    expect(filtersInUse({ ...none, city: '   ', max_height_cm: '170' })).toBe(1);
  });

  it('clears to no filter, keeping the order', () => {
    const cleared = clearedFilters({ ...savedFilters(summary()), city: 'Pune', sort: 'newest' });
    expect(filtersInUse(cleared)).toBe(0);
    expect(cleared).toMatchObject({ prefer_min_age: '18', prefer_max_age: '100', sort: 'newest' });
  });
});

/** The sheet as the search page holds it: the filters applied, and what Apply hands over. */
function Harness({ onApply }: { onApply: (filters: SearchFilters) => void }) {
  const [applied, setApplied] = useState<FilterText>(savedFilters(summary()));
  return (
    <SearchFiltersSheet
      applied={applied}
      onApply={(filters, text) => {
        setApplied(text);
        onApply(filters);
      }}
    />
  );
}

function setUp() {
  logInAs();
  const onApply = vi.fn();
  renderRoutes([{ path: '/', element: <Harness onApply={onApply} /> }]);
  return onApply;
}

describe('the filters sheet', () => {
  it('is a button that says how many filters are in use, and opens the form in a dialog', async () => {
    setUp();
    const button = await screen.findByRole('button', { name: 'Filters, 2 in use' });
    expect(button).toHaveTextContent('Filters (2)');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Search filters' })).not.toBeInTheDocument();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Search filters' });
    expect(within(dialog).getByLabelText('Marital status')).toHaveValue('never_married');
    expect(within(dialog).getByLabelText('Age from')).toHaveValue(24);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('applies: hands the filters over, closes, gives focus back, and the count follows', async () => {
    const onApply = setUp();
    await user.click(await screen.findByRole('button', { name: 'Filters, 2 in use' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search filters' });
    await user.type(within(dialog).getByLabelText('City'), 'Bhuj');
    await user.click(within(dialog).getByLabelText('Verified by the jamat only'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ city: 'Bhuj', verified_only: true, prefer_min_age: 24 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const button = screen.getByRole('button', { name: 'Filters, 4 in use' });
    expect(button).toHaveTextContent('Filters (4)');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('keeps a wrong value in the sheet with its message, and applies nothing', async () => {
    const onApply = setUp();
    await user.click(await screen.findByRole('button', { name: 'Filters, 2 in use' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search filters' });
    const from = within(dialog).getByLabelText('Age from');
    await user.clear(from);
    await user.type(from, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(from).toHaveFocus();
    expect(from).toHaveAccessibleDescription('The lower age must not be above the upper age.');
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Search filters' })).toBeInTheDocument();
  });

  it('clears every filter in the form; Apply then searches with none, and the button says so', async () => {
    const onApply = setUp();
    await user.click(await screen.findByRole('button', { name: 'Filters, 2 in use' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search filters' });
    await user.type(within(dialog).getByLabelText('City'), 'Bhuj');
    await user.click(within(dialog).getByRole('button', { name: 'Clear filters' }));
    expect(within(dialog).getByLabelText('City')).toHaveValue('');
    expect(within(dialog).getByLabelText('Marital status')).toHaveValue('any');
    expect(within(dialog).getByLabelText('Age from')).toHaveValue(18);
    expect(within(dialog).getByLabelText('Age to')).toHaveValue(100);
    // Clearing alone searches nothing.
    expect(onApply).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({
      prefer_marital_status: 'any',
      prefer_with_job: 'any',
      prefer_min_age: 18,
      prefer_max_age: 100,
    });
    const button = await screen.findByRole('button', { name: 'Filters' });
    expect(button).toHaveTextContent(/^Filters$/);
  });

  it('closes with Escape without applying what was typed, and opens again with the filters in effect', async () => {
    const onApply = setUp();
    const button = await screen.findByRole('button', { name: 'Filters, 2 in use' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Search filters' });
    await user.type(within(dialog).getByLabelText('City'), 'Bhuj');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onApply).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveFocus());

    await user.click(button);
    const again = await screen.findByRole('dialog', { name: 'Search filters' });
    expect(within(again).getByLabelText('City')).toHaveValue('');
  });
});
