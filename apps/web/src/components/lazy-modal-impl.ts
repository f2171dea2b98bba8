// Mantine's Modal (with the overlays it brings: portal, focus trap, scroll lock) behind a dynamic import:
// see lazy-modal.tsx.
export { Modal } from '@mantine/core';
