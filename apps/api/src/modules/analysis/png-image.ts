import { PNG } from 'pngjs';
import { HttpError } from '../../plugins/errors';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

export interface PngSize {
  width: number;
  height: number;
}

/** Width and height from the IHDR chunk, which a valid PNG always puts first; null if not a PNG. */
export function readPngSize(bytes: Buffer): PngSize | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Decodes a `data:image/png;base64,…` URL into a PNG of exactly `expected` size, at most
 * `maxBytes` long, then re-encodes its pixels: whatever rode along (HTML after the end,
 * text chunks, metadata) is not stored. The size is checked before decoding so a huge
 * string is never decoded.
 */
export function decodePngDataUrl(dataUrl: string, maxBytes: number, expected: PngSize): Buffer {
  const match = DATA_URL.exec(dataUrl.replace(/\s+/g, ''));
  if (!match?.[1]) {
    throw new HttpError(
      400,
      'image_invalide',
      'L’image doit être un PNG envoyé en data URL (data:image/png;base64,…).',
    );
  }
  if (Math.floor((match[1].length * 3) / 4) > maxBytes) {
    throw new HttpError(
      413,
      'image_trop_lourde',
      `L’image est trop lourde (${Math.round(maxBytes / 1024 / 1024)} Mo au plus).`,
    );
  }
  const bytes = Buffer.from(match[1], 'base64');
  const size = readPngSize(bytes);
  if (!size) throw new HttpError(400, 'image_invalide', 'Le fichier envoyé n’est pas une image PNG.');
  if (size.width !== expected.width || size.height !== expected.height) {
    throw new HttpError(
      400,
      'dimensions_invalides',
      `L’image doit mesurer ${expected.width} × ${expected.height} pixels (reçu ${size.width} × ${size.height}).`,
    );
  }
  return reencodePng(bytes);
}

/** The PNG up to its IEND chunk (type and CRC included): bytes glued after it are not the image. */
function upToImageEnd(bytes: Buffer): Buffer {
  const iend = bytes.lastIndexOf('IEND', undefined, 'latin1');
  return iend < 0 ? bytes : bytes.subarray(0, iend + 8);
}

/** Only the pixels survive: a new PNG is written from the decoded image. */
export function reencodePng(bytes: Buffer): Buffer {
  try {
    return PNG.sync.write(PNG.sync.read(upToImageEnd(bytes)));
  } catch {
    throw new HttpError(400, 'image_invalide', 'Le fichier envoyé n’est pas une image PNG lisible.');
  }
}
