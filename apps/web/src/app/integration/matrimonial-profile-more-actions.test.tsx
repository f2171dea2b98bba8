import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { logIn, matchCard, summary, user, viewedProfile } from '../../test/fixtures/matrimonial.ts';

const other = matchCard(5, { first_name: 'Imran', last_name: 'Patel' });
const publicProfile = viewedProfile(other);

describe("a profile's More menu (its own chunk, decision 037)", () => {
  it('opens on the first press, though its chunk loads only then, and sends a report', async () => {
    const profiles = [summary()];
    logIn(profiles);
    const spy = mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET /api/matrimonial/get-profile/${other.id}`]: () => json(publicProfile),
      [`GET /api/matrimonial/${other.id}/pictures`]: () => json([]),
      [`POST /api/matrimonial/report/${other.id}`]: () => new Response(null, { status: 204 }),
    });
    renderRoutes(routes, `/matrimonial/view-profile/${other.id}`);
    const ui = userEvent.setup({ delay: null });

    // Until wanted, the button stands alone: no menu is there to open.
    const more = await screen.findByRole('button', { name: 'More actions for Imran Patel' });
    expect(screen.queryByRole('menu')).toBeNull();
    await ui.click(more);
    await ui.click(await screen.findByRole('menuitem', { name: 'Report profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Imran Patel' });
    await ui.type(screen.getByRole('textbox', { name: /Reason/ }), 'Asks for money');
    await ui.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const report = spy.mock.calls.find(([input]) => String(input).includes(`/report/${other.id}`));
    expect(JSON.parse(String(report?.[1]?.body))).toEqual({ reason: 'Asks for money' });
  });
});
