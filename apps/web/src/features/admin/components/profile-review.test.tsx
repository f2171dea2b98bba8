import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { profile } from '../../../test/fixtures/admin.ts';
import { renderRoutes } from '../../../test/render.tsx';
import '../i18n.ts';
import { ProfileReview } from './profile-review.tsx';

// The office reads a height and a mother tongue as the family's pages show them (decision 063).
const id = '3b0f6a52-6f6e-4c8e-9a55-0000000000f7';
const show = (overrides: Parameters<typeof profile>[0]) => {
  mockFetch({ 'GET /api/places': () => json([]) });
  renderRoutes([{ path: '/', element: <ProfileReview profile={profile(overrides)} /> }], '/');
};
const row = (label: string) => screen.getByText(label, { selector: 'th' }).closest('tr')!;

describe('the office’s profile review', { timeout: 30_000 }, () => {
  it('shows the height in feet and inches with the centimetres, and a listed mother tongue by its name', async () => {
    show({ id, first_name: 'Amina', height_cm: 168, mother_tongue: 'kutchi' });
    await screen.findByRole('heading', { name: /Amina/ });
    expect(row('Height')).toHaveTextContent('5′ 6″ (168 cm)');
    expect(row('Mother tongue')).toHaveTextContent('Kutchi');
  });

  it('keeps a mother tongue of the family’s own words as written, and a dash for no height', async () => {
    show({ id, first_name: 'Amina', height_cm: null, mother_tongue: 'Marathi' });
    await screen.findByRole('heading', { name: /Amina/ });
    expect(row('Height')).toHaveTextContent('—');
    expect(row('Mother tongue')).toHaveTextContent('Marathi');
  });
});
