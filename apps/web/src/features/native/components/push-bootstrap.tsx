import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { FloatingNotice } from '../../../components/floating-notice.tsx';
import { selectIsLoggedIn, useSession } from '../../../lib/session.ts';
import { registerDevice } from '../api/register-device.ts';
import { subscribeToNews } from '../api/subscribe-to-news.ts';
import { useNativeTranslation } from '../i18n.ts';
import {
  enablePush,
  listenForPushes,
  PUSH_DENIED_MESSAGE,
  sendDeviceToken,
  type PushPlugin,
} from '../push.ts';

interface PushBootstrapProps {
  plugin: PushPlugin;
  navigate: (path: string) => void;
}

/**
 * Push in the native app: taps and foreground pushes are handled from the start; after login the
 * permission is asked for and the device registered; logout unregisters it, so the next person on this
 * phone does not get the previous user's pushes. A refused permission shows why pushes matter, once.
 */
export function PushBootstrap({ plugin, navigate }: PushBootstrapProps) {
  const { t } = useNativeTranslation();
  const isLoggedIn = useSession(selectIsLoggedIn);
  const [denied, setDenied] = useState(false);

  useEffect(() => {
    const stop = listenForPushes(plugin, {
      navigate,
      notify: ({ title, message, autoClose }) => notifications.show({ title, message, autoClose }),
    });
    return () => void stop.then((remove) => remove());
  }, [plugin, navigate]);

  useEffect(() => {
    if (!isLoggedIn) return;
    let cancelled = false;
    let stop: (() => Promise<void>) | undefined;
    enablePush(plugin, {
      sendToken: (token) => sendDeviceToken(token, { registerDevice, subscribeToNews }),
    }).then(
      (remove) => {
        if (cancelled) void remove();
        else stop = remove;
      },
      (error: unknown) => {
        if (!cancelled && error instanceof Error && error.message === PUSH_DENIED_MESSAGE) setDenied(true);
      },
    );
    return () => {
      cancelled = true;
      void stop?.();
    };
  }, [isLoggedIn, plugin]);

  const wasLoggedIn = useRef(isLoggedIn);
  useEffect(() => {
    if (wasLoggedIn.current && !isLoggedIn) {
      setDenied(false);
      plugin.unregister().catch(() => {
        // Nothing was registered, or the device is offline: the server drops a dead token on its next push.
      });
    }
    wasLoggedIn.current = isLoggedIn;
  }, [isLoggedIn, plugin]);

  if (!denied) return null;
  return (
    <FloatingNotice
      title={t('push.deniedTitle')}
      text={t('push.deniedText')}
      actions={<Button onClick={() => setDenied(false)}>{t('push.dismiss')}</Button>}
    />
  );
}
