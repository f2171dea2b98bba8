import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const Modal = lazy(() => import('./lazy-modal-impl.ts').then((m) => ({ default: m.Modal })));

/**
 * Mantine's Modal, loaded the first time it opens (decision 037): a page that only may open a dialog (a
 * picture shown larger, the test checkout) does not fetch the overlays (some 30 kB gzip) before its first
 * paint. Once opened it stays mounted, so it closes with Mantine's transition and focus returns as usual.
 */
export function LazyModal(props: ModalProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
