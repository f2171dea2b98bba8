import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const user = userEvent.setup({ delay: null });
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import { ChangePasswordPage } from '../routes/change-password-page.tsx';

describe('change password form', () => {
  it('maps a wrong current password to its field, then succeeds and empties the form', async () => {
    logInAs();
    let calls = 0;
    mockFetch({
      'POST /api/auth/change-password': () =>
        ++calls === 1
          ? json({ message: 'Wrong.', errors: { current_password: ['The current password is wrong.'] } }, 422)
          : json(null, 204),
    });
    renderRoutes([{ path: '/', Component: ChangePasswordPage }]);
    const current = await screen.findByLabelText(/^Current password/);
    await user.type(current, 'not-it');
    await user.type(screen.getByLabelText(/^New password/), 'a-new-password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is wrong.'));

    await user.clear(current);
    await user.type(current, 'the-right-one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password was changed. Other devices were logged out.'),
    ).toBeInTheDocument();
    expect(current).toHaveValue('');
  });
});
