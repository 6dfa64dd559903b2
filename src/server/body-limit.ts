/**
 * The largest body each kind of call reads, in bytes. A small default keeps a hostile sender from
 * making the server parse megabytes where a few hundred bytes are expected; the larger limits go
 * only to the calls that need them.
 */
export const BODY_LIMIT = {
  default: 64 * 1024,
  /** A phone's backlog in one batch, or a season's fixtures built at once. */
  list: 1024 * 1024,
  /** A logo or photo as a data URL (2 MB of image is about 2.7 MB of base64) with the form around it. */
  picture: 4 * 1024 * 1024,
} as const;
