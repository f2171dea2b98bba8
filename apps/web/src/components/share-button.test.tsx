import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton, shareUrl, whatsAppLink } from './share-button.tsx';

const user = userEvent.setup({ delay: null });
const TITLE = 'Eid milan & dinner: "all welcome"';
const PAGE = `${window.location.origin}/news/abc-123`;

function renderButton() {
  render(
    <MantineProvider env="test">
      <ShareButton title={TITLE} path="/news/abc-123" />
    </MantineProvider>,
  );
}

function setShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { configurable: true, writable: true, value: share });
}

afterEach(() => {
  setShare(undefined);
  delete (navigator as { share?: unknown }).share;
});

describe('ShareButton', () => {
  it("opens the phone's share sheet with the title and the page's address where there is one", async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    setShare(share);
    renderButton();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: TITLE, text: TITLE, url: PAGE });
  });

  it('stays as it is when the person closes the sheet, and offers WhatsApp when the sheet fails', async () => {
    const share = vi
      .fn<(data: ShareData) => Promise<void>>()
      .mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
    setShare(share);
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const link = await screen.findByRole('link', { name: /Share on WhatsApp/ });
    expect(link).toHaveAttribute('href', whatsAppLink(TITLE, PAGE));
    expect(share).toHaveBeenCalledTimes(2);
  });

  it('is a WhatsApp link with the title and the address where there is no share sheet', () => {
    renderButton();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Share on WhatsApp (opens in a new tab)' });
    expect(link).toHaveTextContent('Share on WhatsApp');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(`${TITLE}\n${PAGE}`);
  });
});

describe('shareUrl', () => {
  it("names the page on the site's address (the native app's API base), never a relative path", () => {
    expect(shareUrl('/job/7', 'https://samaj.example.org')).toBe('https://samaj.example.org/job/7');
    expect(shareUrl('/banquet-halls')).toBe(`${window.location.origin}/banquet-halls`);
  });

  it('names the language for any but English, so the preview and the app open in it', () => {
    expect(shareUrl('/news/5', 'https://samaj.example.org', 'ur')).toBe(
      'https://samaj.example.org/news/5?lang=ur',
    );
    expect(shareUrl('/news/5', 'https://samaj.example.org', 'en')).toBe('https://samaj.example.org/news/5');
  });
});
