import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { API_BASE_URL } from '../lib/api-base-url.ts';

/**
 * The page's public address: on the site's origin (the native app's pages have none of their own, so
 * its build's API address, which is the site, names them).
 */
export function shareUrl(
  path: string,
  base: string = API_BASE_URL || window.location.origin,
  lang = 'en',
): string {
  const url = new URL(path, `${base}/`);
  // A link shared in Gujarati previews (the server's tags) and opens (the app reads ?lang=) in Gujarati.
  if (lang !== 'en') url.searchParams.set('lang', lang);
  return url.href;
}

/** WhatsApp's "send this" link: the title, then the address, in a new message. */
export function whatsAppLink(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
}

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

function ShareIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

interface ShareButtonProps {
  /** What is shared (the news headline, the job title): the share sheet's title and the message's first line. */
  title: string;
  /** The page's path on the site (`/news/<id>`). */
  path: string;
}

/**
 * Share this page: the phone's share sheet (navigator.share) where there is one, else a WhatsApp link
 * with the title and the address, which is how the community passes news on. Sites that preview the
 * link read the page's tags from the server (decision 023).
 */
export function ShareButton({ title, path }: ShareButtonProps) {
  const { t, i18n } = useTranslation();
  // A share sheet that failed (not one the person closed) leaves the WhatsApp link to use instead.
  const [sheetFailed, setSheetFailed] = useState(false);
  const url = shareUrl(path, undefined, i18n.language);

  if (canShareNatively() && !sheetFailed) {
    const share = async () => {
      try {
        await navigator.share({ title, text: title, url });
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setSheetFailed(true);
      }
    };
    return (
      <Button variant="light" leftSection={<ShareIcon />} onClick={() => void share()} w="fit-content">
        {t('share.button')}
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={whatsAppLink(title, url)}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      leftSection={<ShareIcon />}
      w="fit-content"
      aria-label={t('share.whatsAppLabel')}
    >
      {t('share.whatsApp')}
    </Button>
  );
}
