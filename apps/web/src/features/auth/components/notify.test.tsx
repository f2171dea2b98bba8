import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { notifyWelcome } from './notify.tsx';

function Welcomes() {
  useEffect(() => notifyWelcome('Amina'), []);
  return null;
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the welcome after a login', () => {
  it('follows a language that arrives after it is shown (the account says Urdu)', async () => {
    renderRoutes([{ path: '/', Component: Welcomes }]);
    expect(await screen.findByText('Welcome, Amina')).toBeInTheDocument();
    await act(() => changeLanguage('ur'));
    expect(await screen.findByText('خوش آمدید، Amina')).toBeInTheDocument();
    expect(screen.queryByText('Welcome, Amina')).not.toBeInTheDocument();
  });
});
