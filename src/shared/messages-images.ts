/** Answers of the server about pictures sent as data URLs (logos and profile photos). */
export const imageMessages = {
  notAnImage: (label: string) => `${label} is not a valid image file.`,
  tooManyPixels: (label: string, side: number) =>
    `${label} is too large: at most ${side}×${side} pixels. Please choose a smaller picture.`,
} as const;
