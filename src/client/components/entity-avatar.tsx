import { Avatar, type MantineRadius } from '@mantine/core';
import { initials } from './names';

interface EntityAvatarProps {
  src: string | null | undefined;
  /** The team's or player's name: its initials show when there is no picture (or it fails to load). */
  name: string;
  size?: number;
  radius?: MantineRadius;
}

/** A team logo or player photo beside its name: decorative, so screen readers hear the name once. */
export function EntityAvatar({ src, name, size = 44, radius = 1000 }: EntityAvatarProps) {
  return (
    <Avatar src={src || null} alt="" size={size} radius={radius} color="pitch" aria-hidden="true">
      {initials(name)}
    </Avatar>
  );
}
