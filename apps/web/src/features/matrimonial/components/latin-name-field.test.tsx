import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEED_PLACES } from '@samaj/shared';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { displayInitials, displayName } from '../../../lib/names.ts';
import { renderRoutes } from '../../../test/render.tsx';
import '../i18n.ts';
// Also gives jsdom the document.fonts the form's autosize Textarea listens to.
import { fullProfile } from '../../../test/fixtures/matrimonial.ts';
import { LatinNameField } from './latin-name-field.tsx';
import { PlaceField } from './place-field.tsx';
import { ProfileForm } from './profile-form.tsx';
import { toFormValues } from '../profile-schema.ts';

const user = userEvent.setup({ delay: null });

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

function LatinHarness() {
  const [written, setWritten] = useState('');
  const [latin, setLatin] = useState('');
  return (
    <>
      <input aria-label="Written" value={written} onChange={(e) => setWritten(e.currentTarget.value)} />
      <LatinNameField
        name="first_name_latin"
        label="First name in English letters"
        written={written}
        value={latin}
        onChange={setLatin}
      />
      <output data-testid="latin">{latin}</output>
    </>
  );
}

describe('the name in English letters', () => {
  it('appears only beside a name in another script, and follows a Gujarati name as it is typed', async () => {
    renderRoutes([{ path: '/', element: <LatinHarness /> }]);
    const written = await screen.findByRole('textbox', { name: 'Written' });
    await user.type(written, 'Imran');
    expect(screen.queryByRole('textbox', { name: /English letters/ })).not.toBeInTheDocument();
    await user.clear(written);
    await user.type(written, 'ઇમરાન');
    const latin = screen.getByRole('textbox', { name: /First name in English letters/ });
    expect(latin).toHaveValue('Imran');
  });

  it("keeps the family's own spelling, and Suggest gives the suggestion back", async () => {
    renderRoutes([{ path: '/', element: <LatinHarness /> }]);
    await user.type(await screen.findByRole('textbox', { name: 'Written' }), 'मेमन');
    const latin = screen.getByRole('textbox', { name: /English letters/ });
    expect(latin).toHaveValue('Meman');
    await user.clear(latin);
    await user.type(latin, 'Memon');
    await user.type(screen.getByRole('textbox', { name: 'Written' }), ' ');
    expect(latin).toHaveValue('Memon');
    await user.click(screen.getByRole('button', { name: 'Suggest: First name in English letters' }));
    expect(screen.getByTestId('latin')).toHaveTextContent('Meman');
  });

  it('offers no suggestion for a name in Urdu: the family types it', async () => {
    renderRoutes([{ path: '/', element: <LatinHarness /> }]);
    await user.type(await screen.findByRole('textbox', { name: 'Written' }), 'فیصل');
    expect(screen.getByRole('textbox', { name: /English letters/ })).toHaveValue('');
    expect(screen.queryByRole('button', { name: /Suggest/ })).not.toBeInTheDocument();
  });
});

function PlaceHarness() {
  const [value, setValue] = useState({ city: '', placeId: '', state: '' });
  return (
    <>
      <PlaceField
        places={SEED_PLACES}
        city={value.city}
        placeId={value.placeId}
        onChange={(next) => setValue((v) => ({ ...v, ...next }))}
      />
      <output data-testid="place">{`${value.placeId}|${value.city}|${value.state}`}</output>
    </>
  );
}

describe('the place picker', () => {
  it("finds a place by its name in another language and names it in the reader's", async () => {
    await act(() => changeLanguage('ur'));
    renderRoutes([{ path: '/', element: <PlaceHarness /> }]);
    const box = await screen.findByRole('combobox', { name: /شہر/ });
    await user.type(box, 'bhu');
    const option = await screen.findByRole('option', { name: /بھج/ });
    expect(within(option).getByText('گجرات')).toBeInTheDocument();
    await user.click(option);
    expect(screen.getByTestId('place')).toHaveTextContent('bhuj|بھج|گجرات');
  });

  it('names a chosen place in the language on screen when the language changes', async () => {
    renderRoutes([{ path: '/', element: <PlaceHarness /> }]);
    const box = await screen.findByRole('combobox', { name: /City/ });
    await user.type(box, 'Mumbai');
    expect(screen.getByTestId('place')).toHaveTextContent('mumbai|Mumbai|');
    await act(() => changeLanguage('hi'));
    expect(await screen.findByRole('combobox', { name: /शहर/ })).toHaveValue('मुंबई');
  });

  it('keeps a town not in the list as free text, and says so', async () => {
    renderRoutes([{ path: '/', element: <PlaceHarness /> }]);
    await user.type(await screen.findByRole('combobox', { name: /City/ }), 'Kutiyana');
    expect(screen.getByTestId('place')).toHaveTextContent('|Kutiyana|');
    expect(screen.getByText('Not in the list: it is saved as you wrote it.')).toBeInTheDocument();
  });
});

describe('the profile form checks the name in English letters', { timeout: 90_000 }, () => {
  it('refuses a Gujarati name without its English letters, or with other letters in them', async () => {
    renderRoutes([{ path: '/', element: <ProfileForm onSaved={vi.fn()} /> }]);
    await user.type(await screen.findByRole('textbox', { name: /^First name/ }), 'ઇમરાન');
    const latin = screen.getByRole('textbox', { name: /First name in English letters/ });
    await user.clear(latin);
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(latin).toHaveAttribute('aria-invalid', 'true');
    expect(latin).toHaveAccessibleDescription(/Write the name in English letters \(A to Z\) too\./);
    await user.type(latin, 'Imran2');
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(latin).toHaveAccessibleDescription(
      /Use only the letters A to Z, spaces, dots, apostrophes and hyphens\./,
    );
  });
});

describe('the form values of a saved profile', () => {
  it('leave the English letters empty for an A–Z name, so that a change of script gets the suggestion', () => {
    const values = toFormValues(fullProfile({ first_name: 'Draft', first_name_latin: 'Draft' }));
    expect(values.first_name_latin).toBe('');
    const gujarati = toFormValues(
      fullProfile({
        first_name: 'ઇમરાન',
        first_name_latin: 'Imran',
        last_name: 'મેમણ',
        last_name_latin: 'Meman',
      }),
    );
    expect([gujarati.first_name_latin, gujarati.last_name_latin]).toEqual(['Imran', 'Meman']);
  });
});

describe('names as the reader reads them (lib/names.ts)', () => {
  const imran = {
    first_name: 'ઇમરાન',
    last_name: 'મેમણ',
    first_name_latin: 'Imran',
    last_name_latin: 'Meman',
  };
  it('follow the language on screen', async () => {
    await act(() => changeLanguage('hi'));
    expect(displayName(imran)).toBe('Imran Meman');
    expect(displayInitials(imran)).toBe('IM');
    await act(() => changeLanguage('gu'));
    expect(displayName(imran)).toBe('ઇમરાન મેમણ');
    expect(displayInitials(imran)).toBe('ઇમે');
  });
});
