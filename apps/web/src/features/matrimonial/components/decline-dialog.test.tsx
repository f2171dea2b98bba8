import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { DeclineDialog } from './decline-dialog.tsx';

const user = userEvent.setup({ delay: null });

function renderDialog() {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderRoutes([
    { path: '/', element: <DeclineDialog opened name="Imran" onConfirm={onConfirm} onClose={onClose} /> },
  ]);
  return { onConfirm, onClose };
}

describe('the decline dialog', () => {
  it('offers the polite reasons, none chosen at first, and sends the one chosen', async () => {
    const { onConfirm } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Decline the interest of Imran?' });
    const group = within(dialog).getByRole('radiogroup', { name: 'A reason, if you wish' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual([
      '',
      'not_matching_expectations',
      'family_decision',
      'proceeding_elsewhere',
      'not_ready',
      'other',
    ]);
    expect(within(group).getByRole('radio', { name: 'No reason' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'The family has decided otherwise' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(onConfirm).toHaveBeenCalledWith('family_decision');
  });

  it('declines without a reason, or is cancelled', async () => {
    const { onConfirm, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(onConfirm).toHaveBeenCalledWith(undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
