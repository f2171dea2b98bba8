import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import '../i18n.ts';
import { PendingRevisionNotice } from './pending-revision-notice.tsx';

const show = (element: React.ReactElement) => renderRoutes([{ path: '/', element }], '/');

describe('PendingRevisionNotice', () => {
  it('names the waiting fields in the form’s order with the texts the family sent', async () => {
    show(
      <PendingRevisionNotice
        revision={{
          fields: { community: null, native_place: '', occupation: 'Principal' },
          submitted_at: '2026-03-01T10:00:00Z',
        }}
      />,
    );
    const notice = await screen.findByRole('status', { name: /Changes waiting for the office/ });
    expect(notice).toHaveTextContent(
      'Your changes to Occupation, Native place, and Community are waiting for the office; other families see the approved text',
    );
    expect(notice).toHaveTextContent('Sent on 1 Mar 2026');
    const terms = within(notice).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([
      'Occupation: new text',
      'Native place: new text',
      'Community: new text',
    ]);
    expect(terms.map((term) => term.nextElementSibling?.textContent)).toEqual([
      'Principal',
      '(left empty)',
      'Not said',
    ]);
  });

  it('shows nothing when nothing waits', () => {
    const { container } = show(
      <div data-testid="empty">
        <PendingRevisionNotice revision={null} />
        <PendingRevisionNotice revision={{ fields: {}, submitted_at: '2026-03-01T10:00:00Z' }} />
      </div>,
    );
    expect(container.querySelector('[data-testid="empty"]')).toBeEmptyDOMElement();
  });
});
