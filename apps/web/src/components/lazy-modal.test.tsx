import { Button, MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyModal } from './lazy-modal.tsx';

const user = userEvent.setup({ delay: null });

function Page() {
  const [opened, setOpened] = useState(false);
  return (
    <MantineProvider env="test">
      <Button onClick={() => setOpened(true)}>Show larger</Button>
      <LazyModal opened={opened} onClose={() => setOpened(false)} title="Picture 1">
        The picture
      </LazyModal>
    </MantineProvider>
  );
}

describe('LazyModal', () => {
  it('renders nothing until first opened, then the dialog, which closes and opens again', async () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toContain('The picture');

    await user.click(screen.getByRole('button', { name: 'Show larger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Picture 1' });
    expect(dialog).toHaveTextContent('The picture');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Show larger' }));
    expect(await screen.findByRole('dialog', { name: 'Picture 1' })).toBeInTheDocument();
  });
});
