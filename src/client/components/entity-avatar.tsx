import { Avatar, type MantineRadius } from '@mantine/core';
import { thumbnailOf } from '../../shared/pictures';
import { initials } from './names';

interface EntityAvatarProps {
  src: string | null | undefined;
  /** The team's or player's name: its initials show when there is no picture (or it fails to load). */
  name: string;
  size?: number;
  radius?: MantineRadius;
}

/** Up to this size (CSS pixels) a thumbnail is sharp enough even on a 2× screen. */
const THUMBNAIL_UP_TO = 48;

/** A team logo or player photo beside its name: decorative, so screen readers hear the name once. */
export function EntityAvatar({ src, name, size = 44, radius = 1000 }: EntityAvatarProps) {
  const picture = src && size <= THUMBNAIL_UP_TO ? thumbnailOf(src) : src;
  return (
    <Avatar src={picture || null} alt="" size={size} radius={radius} color="pitch" aria-hidden="true">
      {initials(name)}
    </Avatar>
  );
}
