import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { FloatingNotice } from '../../../components/floating-notice.tsx';
import { getAppConfig } from '../api/get-app-config.ts';
import { checkForUpdate, startUpdate, type AppUpdatePluginLike, type UpdateOffer } from '../app-update.ts';
import { useNativeTranslation } from '../i18n.ts';
import type { Platform } from '../platform.ts';

interface AppUpdatePromptProps {
  plugin: AppUpdatePluginLike;
  platform: Platform;
  installedVersion: () => Promise<string | null>;
}

/**
 * On start, asks whether a newer store version exists: offers it (Android: in-app update; iOS: the App
 * Store), or, below the server's minimum version, blocks the app with a dialog whose only action is "Update".
 */
export function AppUpdatePrompt({ plugin, platform, installedVersion }: AppUpdatePromptProps) {
  const { t } = useNativeTranslation();
  const [offer, setOffer] = useState<UpdateOffer>({ kind: 'none' });
  const [later, setLater] = useState(false);
  const [downloaded, setDownloaded] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void checkForUpdate({ plugin, platform, getConfig: getAppConfig, installedVersion }).then((next) => {
      if (live) setOffer(next);
    });
    return () => {
      live = false;
    };
  }, [plugin, platform, installedVersion]);

  const update = async (mode: 'immediate' | 'flexible' | 'store' | 'restart') => {
    setBusy(true);
    try {
      const started = await startUpdate(plugin, mode, { onDownloaded: () => setDownloaded(true) });
      // An optional update under way (or the store open) needs no more asking; a mandatory one stays.
      if (started && offer.kind === 'optional') setLater(true);
    } catch {
      notifications.show({ color: 'red', message: t('update.failed') });
    } finally {
      setBusy(false);
    }
  };

  if (offer.kind === 'mandatory') {
    return (
      <Modal
        opened
        onClose={() => {}}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        title={t('update.requiredTitle')}
      >
        <Text>{t('update.requiredText', { current: offer.currentVersion, min: offer.minVersion })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button loading={busy} onClick={() => void update(offer.mode)}>
            {t('update.update')}
          </Button>
        </Group>
      </Modal>
    );
  }

  if (downloaded || (offer.kind === 'optional' && offer.mode === 'restart' && !later)) {
    return (
      <FloatingNotice
        title={t('update.readyTitle')}
        text={t('update.readyText')}
        actions={
          <>
            <Button loading={busy} onClick={() => void update('restart')}>
              {t('update.restart')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setDownloaded(false);
                setLater(true);
              }}
            >
              {t('update.later')}
            </Button>
          </>
        }
      />
    );
  }

  if (offer.kind !== 'optional' || later) return null;
  return (
    <FloatingNotice
      title={t('update.availableTitle')}
      text={
        offer.availableVersion && /^\d+(\.\d+)+$/.test(offer.availableVersion)
          ? t('update.availableTextVersion', { version: offer.availableVersion })
          : t('update.availableText')
      }
      actions={
        <>
          <Button loading={busy} onClick={() => void update(offer.mode)}>
            {t('update.update')}
          </Button>
          <Button variant="default" onClick={() => setLater(true)}>
            {t('update.later')}
          </Button>
        </>
      }
    />
  );
}
