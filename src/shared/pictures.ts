/** Where logos and photos live: reads carry these addresses, never the picture's bytes. */
export const pictureUrl = (hash: string) => `/api/pictures/${hash}.webp`;

/** `<hash>.webp` or `<hash>-thumb.webp`: the only names the picture route answers. */
export const PICTURE_FILE = /^([0-9a-f]{64})(-thumb)?\.webp$/;

const STORED_PICTURE = /^(\/api\/pictures\/[0-9a-f]{64})\.webp$/;

/** The small copy (96 px) of a stored picture, for avatars in lists; any other address as it is. */
export const thumbnailOf = (url: string) => url.replace(STORED_PICTURE, '$1-thumb.webp');
