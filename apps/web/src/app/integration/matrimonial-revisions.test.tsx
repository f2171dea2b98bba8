import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { fullProfile, ids, logIn, summary, user } from '../../test/fixtures/matrimonial.ts';

// Revisions (decision 044): the owner of an approved profile sees that changed texts wait for the office, edits
// on from them, and is stopped from writing contact details, before sending and by the server's 422.

const waiting = {
  fields: { about: 'Now teaching in Pune.', city: 'Pune' },
  submitted_at: '2026-03-01T10:00:00Z',
};

const posts = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('changes to an approved profile', { timeout: 30_000 }, () => {
  it('the profile page and the edit page say what waits for the office; the form starts from it', async () => {
    const profiles = [summary()];
    logIn(profiles);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET /api/matrimonial/get-profile/${ids.ayesha}`]: () =>
        json(fullProfile({ pending_revision: waiting })),
      [`GET /api/matrimonial/${ids.ayesha}/pictures`]: () => json([]),
    });
    renderRoutes(routes, '/matrimonial/view-my-profile');
    const notice = await screen.findByRole('status', { name: /Changes waiting for the office/ });
    expect(notice).toHaveTextContent(
      'Your changes to About and City are waiting for the office; other families see the approved text until the office approves them.',
    );
    expect(within(notice).getByText('About: new text').nextElementSibling).toHaveTextContent(
      'Now teaching in Pune.',
    );
    expect(within(notice).getByText('City: new text').nextElementSibling).toHaveTextContent('Pune');
    // The page itself shows the approved text, as others see it.
    expect(screen.getByText('Loves books.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Edit profile' }));
    // The edit page is its own chunk: on a busy machine it may take longer than findBy's default second.
    expect(await screen.findByLabelText(/About/, {}, { timeout: 10_000 })).toHaveValue(
      'Now teaching in Pune.',
    );
    expect(screen.getByRole('status', { name: /Changes waiting for the office/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('Pune');
    expect(screen.getByLabelText(/Occupation/)).toHaveValue('Teacher');
  });

  it('refuses contact details before sending, shows the server’s 422 on its field, and says the texts wait', async () => {
    const profiles = [summary()];
    logIn(profiles);
    let refuse = true;
    const spy = mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET /api/matrimonial/get-profile/${ids.ayesha}`]: () => json(fullProfile()),
      [`GET /api/matrimonial/${ids.ayesha}/pictures`]: () => json([]),
      [`POST /api/matrimonial/update-profile/${ids.ayesha}`]: ({ body }) => {
        if (refuse) {
          refuse = false;
          const message = 'Contact details may not be written here.';
          return json({ message, code: 'contact_in_text', errors: { occupation: [message] } }, 422);
        }
        const sent = body as { about: string };
        return json(fullProfile({ pending_revision: { ...waiting, fields: { about: sent.about } } }));
      },
    });
    renderRoutes(routes, '/matrimonial/profile-edit');
    const about = await screen.findByLabelText(/About/);
    expect(
      screen.getByText(
        /Changes to the texts \(about, occupation, education, city…\) are checked by the office/,
      ),
    ).toBeInTheDocument();
    fireEvent.change(about, { target: { value: 'Call ૯૮૭૬૫ ૪૩૨૧૦ after six.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const contact =
      'Please do not write a phone number, e-mail address, link or social media name here. Families share contacts once an interest is accepted.';
    expect(await screen.findByText(contact)).toBeInTheDocument();
    expect(about).toHaveAttribute('aria-invalid', 'true');
    expect(posts(spy)).toHaveLength(0);

    // What the web does not catch, the server does: its message lands on the field it names.
    fireEvent.change(about, { target: { value: 'Teaching in Pune now.' } });
    fireEvent.change(screen.getByLabelText(/Occupation/), { target: { value: 'Teacher (ask me)' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Contact details may not be written here.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Occupation/)).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(screen.getByLabelText(/Occupation/), { target: { value: 'Teacher' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Your changes were saved. Changes to the texts wait for the office; other families see the approved text until then.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(posts(spy)).toHaveLength(2));
  });
});
