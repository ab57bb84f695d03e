import { deflateSync } from 'node:zlib';

/** CRC-32 as PNG chunks need it. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

type Rgb = readonly [number, number, number];

/** Which colour a pixel of the portrait is: background, a shoulder-and-head silhouette, or its outline. */
function pixel(x: number, y: number, size: number, background: Rgb, figure: Rgb): Rgb {
  const cx = size / 2;
  const head = Math.hypot(x - cx, y - size * 0.38) < size * 0.19;
  const shoulders = y > size * 0.62 && Math.hypot((x - cx) / 1.35, y - size * 1.02) < size * 0.42;
  return head || shoulders ? figure : background;
}

/**
 * A small portrait placeholder as a real PNG: a light silhouette on a coloured ground, one colour
 * per officer. Seeded officers get one, so the Executive Board looks finished on a fresh install.
 */
export function avatarPng(background: Rgb, figure: Rgb = [245, 241, 232], size = 160): Uint8Array {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) row.set(pixel(x, y, size, background, figure), 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const png = Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', new Uint8Array()),
  ]);
  return new Uint8Array(png);
}
