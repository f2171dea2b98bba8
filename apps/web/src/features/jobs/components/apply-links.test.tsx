import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { ApplyLinks } from './apply-links.tsx';

const at = (job: { apply_phone: string | null; apply_whatsapp: string | null }) =>
  renderRoutes([{ path: '/', Component: () => <ApplyLinks job={{ title: 'Accountant', ...job }} /> }]);

describe('ApplyLinks', () => {
  it('offers Call and WhatsApp with the numbers the office gave, named for a screen reader', async () => {
    at({ apply_phone: '+919820012345', apply_whatsapp: '+447700900123' });
    const call = await screen.findByRole('link', { name: 'Call +919820012345 to apply for Accountant' });
    expect(call).toHaveAttribute('href', 'tel:+919820012345');
    expect(call.querySelector('bdi[dir="ltr"]')).toHaveTextContent('+919820012345');
    const whatsapp = screen.getByRole('link', {
      name: 'Write on WhatsApp to +447700900123 to apply for Accountant',
    });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/447700900123');
    expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  it('shows only the button for the number given, and nothing without numbers', async () => {
    const { unmount } = at({ apply_phone: null, apply_whatsapp: '+919820012345' });
    expect(await screen.findByRole('link', { name: /WhatsApp/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
    unmount();
    at({ apply_phone: null, apply_whatsapp: null });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
