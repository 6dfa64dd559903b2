import { profileMessages } from '../../shared/messages';

const text = profileMessages;

/** "STRIKER" → "Striker"; a value we do not know shows as sent. */
export const positionLabel = (position: string | null) =>
  position ? (text.positions[position as keyof typeof text.positions] ?? position) : text.noPosition;
