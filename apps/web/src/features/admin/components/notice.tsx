import { Alert, type AlertProps } from '@mantine/core';
import classes from './notice.module.css';

/**
 * An alert of the admin area that can be read: Mantine's light alert draws its title in the colour's
 * own light shade (orange on pale orange is under 3:1); here the colour stays on the border and the
 * background, and the text is dark.
 */
export function Notice({ color, ...props }: AlertProps & { color: 'red' | 'orange' | 'yellow' | 'blue' }) {
  return (
    <Alert
      color={color}
      variant="light"
      classNames={{ root: classes.root, title: classes.title, message: classes.message }}
      {...props}
    />
  );
}
