import { Avatar } from '@mantine/core';

interface ProfileAvatarProps {
  firstName: string;
  lastName: string;
  src?: string | null | undefined;
  size?: number;
}

/** A profile's picture thumbnail, or its initials when it has none. Decorative: the name is beside it. */
export function ProfileAvatar({ firstName, lastName, src, size = 64 }: ProfileAvatarProps) {
  return (
    // Pictures are mostly portraits: crop around the top centre, where the face is, not the middle.
    <Avatar
      src={src ?? null}
      alt=""
      size={size}
      radius="md"
      color="indigo"
      styles={{ image: { objectPosition: 'center top' } }}
      // Search and lists show many cards: only those near the screen fetch their picture.
      imageProps={{ loading: 'lazy', decoding: 'async' }}
    >
      {`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()}
    </Avatar>
  );
}
