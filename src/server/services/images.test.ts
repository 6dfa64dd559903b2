import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { checkedImageBytes, imageSize } from './images';

/** The 1×1 PNG the write tests send as a logo. */
const TINY_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const u16be = (n: number) => [n >> 8, n & 0xff];
const u16le = (n: number) => [n & 0xff, n >> 8];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
const ascii = (text: string) => [...Buffer.from(text, 'ascii')];

function png(width: number, height: number) {
  const header = Buffer.alloc(33);
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(header);
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

const gif = (width: number, height: number) =>
  Buffer.from([...ascii('GIF89a'), ...u16le(width), ...u16le(height), 0, 0, 0]);

/** SOI, an APP0 segment, a DHT segment (whose marker C4 is not a frame), then the baseline frame. */
const jpeg = (width: number, height: number, frame = 0xc0) =>
  Buffer.from([
    0xff,
    0xd8,
    ...[0xff, 0xe0, ...u16be(16), ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc4, ...u16be(4), 0, 0],
    ...[0xff, frame, ...u16be(11), 8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0],
    0xff,
    0xd9,
  ]);

const riff = (chunk: string, body: number[]) =>
  Buffer.from([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP'), ...ascii(chunk), ...u24le(body.length), 0, ...body]);
const webpLossy = (width: number, height: number) =>
  riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height), 0, 0]);
function webpLossless(width: number, height: number) {
  const bits = (width - 1) | ((height - 1) << 14);
  return riff('VP8L', [
    0x2f,
    bits & 0xff,
    (bits >> 8) & 0xff,
    (bits >> 16) & 0xff,
    (bits >>> 24) & 0xff,
    0,
    0,
    0,
    0,
    0,
  ]);
}
const webpExtended = (width: number, height: number) =>
  riff('VP8X', [0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1), 0, 0]);

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

function refusal(dataUrl: string) {
  try {
    checkedImageBytes(dataUrl, 'Logo');
  } catch (error) {
    return error instanceof HttpError ? { status: error.statusCode, message: error.message } : error;
  }
  return null;
}

describe('imageSize', () => {
  it('reads the width and height from the header of each accepted type', () => {
    expect(imageSize('image/png', Buffer.from(TINY_PNG_BASE64, 'base64'))).toEqual({ width: 1, height: 1 });
    expect(imageSize('image/png', png(800, 600))).toEqual({ width: 800, height: 600 });
    expect(imageSize('image/gif', gif(320, 240))).toEqual({ width: 320, height: 240 });
    expect(imageSize('image/jpeg', jpeg(300, 200))).toEqual({ width: 300, height: 200 });
    expect(imageSize('image/jpeg', jpeg(1024, 768, 0xc2))).toEqual({ width: 1024, height: 768 });
    expect(imageSize('image/webp', webpLossy(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageSize('image/webp', webpLossless(300, 5000))).toEqual({ width: 300, height: 5000 });
    expect(imageSize('image/webp', webpExtended(9000, 20))).toEqual({ width: 9000, height: 20 });
  });

  it('finds nothing in bytes of another type, cut short, or of zero size', () => {
    expect(imageSize('image/jpeg', png(10, 10))).toBeNull();
    expect(imageSize('image/png', png(10, 10).subarray(0, 20))).toBeNull();
    expect(imageSize('image/jpeg', jpeg(10, 10).subarray(0, 30))).toBeNull();
    expect(imageSize('image/png', png(0, 10))).toBeNull();
    expect(imageSize('image/webp', riff('ABCD', Array(12).fill(0)))).toBeNull();
    expect(imageSize('image/bmp', png(10, 10))).toBeNull();
  });
});

describe('checkedImageBytes', () => {
  it('accepts pictures up to 4096 pixels a side', () => {
    expect(refusal(`data:image/png;base64,${TINY_PNG_BASE64}`)).toBeNull();
    expect(refusal(dataUrl('image/png', png(4096, 4096)))).toBeNull();
    expect(refusal(dataUrl('image/jpeg', jpeg(4096, 10)))).toBeNull();
  });

  it('refuses with 413 a picture wider or taller than 4096 pixels, whatever its type', () => {
    const tooLarge = {
      status: 413,
      message: 'Logo is too large: at most 4096×4096 pixels. Please choose a smaller picture.',
    };
    for (const url of [
      dataUrl('image/png', png(4097, 10)),
      dataUrl('image/png', png(10, 100_000)),
      dataUrl('image/gif', gif(5000, 5000)),
      dataUrl('image/jpeg', jpeg(10, 4097)),
      dataUrl('image/webp', webpLossless(16384, 1)),
      dataUrl('image/webp', webpExtended(20_000, 20_000)),
    ]) {
      expect(refusal(url)).toEqual(tooLarge);
    }
  });

  it('refuses with 400 bytes that are not the image type they claim', () => {
    expect(refusal(dataUrl('image/png', Buffer.from('hello')))).toEqual({
      status: 400,
      message: 'Logo is not a valid image file.',
    });
    expect(refusal(dataUrl('image/webp', png(10, 10)))).toMatchObject({ status: 400 });
  });
});
