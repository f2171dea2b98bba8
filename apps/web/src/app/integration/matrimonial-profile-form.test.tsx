import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { fullProfile, ids, logIn, summary, user } from '../../test/fixtures/matrimonial.ts';

const change = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** fireEvent rather than typing: the form has many fields, and typing each key is slow in jsdom. */
function fillValidForm() {
  change(/First name/, 'Ayesha');
  change(/Last name/, 'Memon');
  change(/Gender/, 'female');
  // The date of birth is three selects: day, month (by name) and year.
  change(/^Day$/, '4');
  change(/^Month$/, '5');
  change(/^Year$/, '1998');
  change(/This profile is for/, 'daughter');
  change(/Has a job/, 'yes');
  // The city is a place picker: its label also names the list of places, so the box is found by its name.
  fireEvent.change(document.querySelector('input[name="city"]')!, { target: { value: 'Mumbai' } });
}

// A long form in jsdom: rendering it takes seconds on a busy machine.
describe('the profile form', { timeout: 45_000 }, () => {
  it('checks the fields before sending anything', async () => {
    logIn([]);
    const fetchSpy = mockFetch({ 'GET /api/matrimonial/user': () => json(user([])) });
    renderRoutes(routes, '/matrimonial/welcome?for=daughter');
    await userEvent.click(await screen.findByRole('button', { name: 'Create profile' }));

    const firstName = screen.getByLabelText(/First name/);
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveFocus();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(4);

    // Too young (the youngest year offered, on a later day than today's), and a height out of range.
    const today = new Date();
    const youngest = String(today.getFullYear() - 18);
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveTextContent(new RegExp(`^Year${youngest}`));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(today.getFullYear(), 5, 15));
    change(/^Day$/, '16');
    change(/^Month$/, '6');
    change(/^Year$/, youngest);
    await userEvent.click(screen.getByRole('radio', { name: 'cm' }));
    await userEvent.type(screen.getByLabelText('Centimetres'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(screen.getByText('The person must be at least 18 years old.')).toBeInTheDocument();
    expect(screen.getByText('Enter a height between 90 and 250 cm, or leave it empty.')).toBeInTheDocument();
    vi.useRealTimers();

    const calls = fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(calls).toHaveLength(0);
  });

  it('shows the server 422 errors on their fields', async () => {
    logIn([]);
    const bodies: unknown[] = [];
    mockFetch({
      'GET /api/matrimonial/user': () => json(user([])),
      'POST /api/matrimonial/create-profile': ({ body }) => {
        bodies.push(body);
        return json(
          {
            message: 'The given data was invalid.',
            errors: { last_name: ['Must not contain digits.'], city: ['Unknown city.'] },
          },
          422,
        );
      },
    });
    renderRoutes(routes, '/matrimonial/welcome?for=daughter');
    await screen.findByRole('form', { name: 'New profile' });
    fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create profile' }));

    expect(await screen.findByText('Must not contain digits.')).toBeInTheDocument();
    expect(screen.getByText('Unknown city.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Last name/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/Last name/)).toHaveFocus());
    expect(bodies[0]).toMatchObject({
      first_name: 'Ayesha',
      last_name: 'Memon',
      gender: 'female',
      date_of_birth: '1998-05-04',
      marital_status: 'never_married',
      has_job: true,
      height_cm: null,
      city: 'Mumbai',
      // India is the country unless another is chosen; the mother tongue is not said until chosen.
      country: 'India',
      mother_tongue: '',
      relation: 'daughter',
    });
  });

  it('creates the first profile on the guided path, makes it active and goes on to the preferences', async () => {
    logIn([]);
    let profiles: ReturnType<typeof summary>[] = [];
    const created = fullProfile({ approved_on: null, is_last_selected: false });
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      'POST /api/matrimonial/create-profile': () => {
        profiles = [summary({ approved_on: null, is_last_selected: false })];
        return json(created, 201);
      },
      [`GET /api/matrimonial/set-default-profile/${ids.ayesha}`]: () => {
        profiles = [summary({ approved_on: null })];
        return json(null, 204);
      },
      [`GET /api/matrimonial/${ids.ayesha}/pictures`]: () => json([]),
      [`GET /api/matrimonial/get-profile/${ids.ayesha}`]: () => json(created),
    });
    // The welcome passes the relation chosen before (the get-started page's "for my daughter").
    const { router } = renderRoutes(routes, '/matrimonial/welcome?for=daughter');
    const form = await screen.findByRole('form', { name: 'New profile' }, { timeout: 15_000 });
    expect(form.querySelector<HTMLSelectElement>('select[name="relation"]')!.value).toBe('daughter');
    expect(form.querySelector<HTMLSelectElement>('select[name="gender"]')!.value).toBe('female');
    fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Partner preferences' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/matrimonial/profile-steps');
    expect(router.state.location.search).toBe('?step=preferences');
    await waitFor(() => expect(profiles.map((p) => p.is_last_selected)).toEqual([true]));
  });

  it('warns before a change of name sends an approved profile back for approval', async () => {
    const profiles = [summary()];
    logIn(profiles);
    const updates: unknown[] = [];
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET /api/matrimonial/get-profile/${ids.ayesha}`]: () => json(fullProfile()),
      [`POST /api/matrimonial/update-profile/${ids.ayesha}`]: ({ body }) => {
        updates.push(body);
        return json(fullProfile({ first_name: 'Aisha', approved_on: null }));
      },
      [`GET /api/matrimonial/${ids.ayesha}/pictures`]: () => json([]),
    });
    renderRoutes(routes, '/matrimonial/profile-edit');
    const firstName = await screen.findByLabelText(/First name/);
    expect(firstName).toHaveValue('Ayesha');
    expect(
      screen.getByText('Changing the name, gender or date of birth needs a new approval'),
    ).toBeInTheDocument();
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Aisha');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send the profile back for approval?' });
    expect(updates).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and send for approval' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My profile' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(updates[0]).toMatchObject({
      first_name: 'Aisha',
      last_name: 'Memon',
      has_job: true,
      height_cm: 160,
    });
  });
});
