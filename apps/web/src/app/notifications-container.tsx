import '@mantine/notifications/styles.layer.css';
// The notifications container on its own, for providers.tsx to load lazily: importing it from the
// @mantine/notifications barrel in a dynamic import() would keep the container in the first chunk.
export { Notifications } from '@mantine/notifications';
