import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers.tsx';
import { UpdatePrompt } from '../../features/pwa/components/update-prompt.tsx';

function renderPrompt(needRefresh: boolean) {
  const onUpdate = vi.fn();
  const onLater = vi.fn();
  render(
    <AppProviders env="test">
      <UpdatePrompt needRefresh={needRefresh} onUpdate={onUpdate} onLater={onLater} />
    </AppProviders>,
  );
  return { onUpdate, onLater };
}

describe('UpdatePrompt', () => {
  it('offers a waiting new version: "Update now" and "Later"', async () => {
    const { onUpdate, onLater } = renderPrompt(true);
    const prompt = screen.getByRole('status', { name: 'A new version is available' });
    expect(prompt).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while there is no new version', () => {
    renderPrompt(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
