// Makes the image fixtures under e2e/fixtures/images/ (run once; the files are committed):
// dog.jpg (800×600, photo-like, with EXIF GPS so a test can prove re-encoding strips it),
// dog.tiff, dog.heic (HEVC-coded, needs `heif-enc` from Debian's libheif-examples) and
// not-an-image.png (text). big.jpg (over 10,000,000 bytes) is made by the tests at run time.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const dir = join(import.meta.dirname, '..', 'e2e', 'fixtures', 'images');
const width = 800;
const height = 600;
const raw = Buffer.alloc(width * height * 3);
let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const byte = (value) => Math.max(0, Math.min(255, value));
for (let y = 0; y < height; y++) {
  for (let x = 0; x < width; x++) {
    const i = (y * width + x) * 3;
    const dx = x - 400;
    const dy = y - 280;
    const blob = Math.exp(-((dx * dx) / 40000 + (dy * dy) / 22000));
    const noise = (random() - 0.5) * 40;
    raw[i] = byte(90 + 120 * blob + x / 10 + noise);
    raw[i + 1] = byte(140 - 40 * blob + y / 8 + noise);
    raw[i + 2] = byte(200 - 150 * blob + noise);
  }
}
const image = sharp(raw, { raw: { width, height, channels: 3 } });
await image
  .clone()
  .jpeg({ quality: 82 })
  .withExif({
    IFD0: { Make: 'Pawport', Model: 'Fixture Camera', ImageDescription: 'dog fixture' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '45/1 30/1 1234/100',
      GPSLongitudeRef: 'W',
      GPSLongitude: '73/1 34/1 5678/100',
    },
  })
  .toFile(join(dir, 'dog.jpg'));
await image.clone().resize(400, 300).tiff({ compression: 'lzw' }).toFile(join(dir, 'dog.tiff'));
const png = join(mkdtempSync(join(tmpdir(), 'pawport-fixtures-')), 'dog.png');
await image.clone().png().toFile(png);
execFileSync('heif-enc', ['-q', '40', png, '-o', join(dir, 'dog.heic')]);
writeFileSync(
  join(dir, 'not-an-image.png'),
  'This is not an image. It is a text file named .png, used to check that uploads are typed by their content.\n',
);
