import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { STORY_LAYOUT } from '@declic/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import type { FileStore, StoredFile } from '../../plugins/file-store';
import { decodePngDataUrl } from './png-image';
import {
  readShareImage,
  type StoredShareImage,
  saveShareImage,
  shareImageExists,
} from './share-image.repository';

/** A 1080×1920 story drawn on a canvas weighs 0.3 to 2 MB; 3 MB leaves room without inviting abuse. */
export const MAX_SHARE_IMAGE_BYTES = 3 * 1024 * 1024;
/** The JSON body carries the PNG in base64 (4/3 larger) plus a few fields. */
export const SHARE_IMAGE_BODY_LIMIT = Math.ceil((MAX_SHARE_IMAGE_BYTES * 4) / 3) + 64 * 1024;

/** 128 random bits in hex: the file's name is its only key, so it must not be guessable. */
export const SHARE_IMAGE_NAME = /^[0-9a-f]{32}\.png$/;

const PNG = 'image/png';
const shareImageKey = (fileName: string) => `share-images/${fileName}`;

/** Removes a user's story image file (account deletion); the row goes with the user's cascade. */
export async function removeShareImageFile(files: FileStore, fileName: string): Promise<void> {
  if (SHARE_IMAGE_NAME.test(fileName)) await files.remove(shareImageKey(fileName));
}
/** The stored file of a student's story image, if any (the account deletion removes it). */
export async function shareImageFileName(database: DatabaseHandle, userId: string): Promise<string | null> {
  return (await readShareImage(database, userId))?.fileName ?? null;
}

/** The account deletion's eraser for the story image (registered by the composition root). */
export function shareImageEraser(
  files: FileStore,
): (database: DatabaseHandle, userId: string) => Promise<void> {
  return async (database, userId) => {
    const fileName = await shareImageFileName(database, userId);
    if (fileName) await removeShareImageFile(files, fileName);
  };
}

export const shareImageUrl = (fileName: string) => `/api/analysis/share-image/files/${fileName}`;

/** What storing a story image needs: its row, the shared file store, a log for a file left behind. */
export interface ShareImageDeps {
  database: DatabaseHandle;
  files: FileStore;
  log: FastifyBaseLogger;
}

export interface ShareImageAnswer {
  url: string;
  updatedAt: string;
}

const toAnswer = (stored: StoredShareImage): ShareImageAnswer => ({
  url: shareImageUrl(stored.fileName),
  updatedAt: stored.updatedAt,
});

/** Validates and stores the caller's story image, replacing (and deleting) their previous one. */
export async function storeShareImage(
  deps: ShareImageDeps,
  userId: string,
  dataUrl: string,
  source: string,
): Promise<ShareImageAnswer> {
  const bytes = decodePngDataUrl(dataUrl, MAX_SHARE_IMAGE_BYTES, {
    width: STORY_LAYOUT.width,
    height: STORY_LAYOUT.height,
  });
  const fileName = `${randomBytes(16).toString('hex')}.png`;
  await deps.files.put(shareImageKey(fileName), { bytes, contentType: PNG });
  const previous = await readShareImage(deps.database, userId);
  const stored = await saveShareImage(deps.database, userId, {
    fileName,
    byteSize: bytes.length,
    source,
    url: shareImageUrl(fileName),
  });
  if (previous) {
    await removeShareImageFile(deps.files, previous.fileName).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'ancienne image de partage non supprimée');
    });
  }
  return toAnswer(stored);
}

const imageNotFound = () => new HttpError(404, 'image_absente', 'Image introuvable.');

/** The bytes of a stored story image, by its unguessable name; 404 for any other name. */
export async function shareImageFile(deps: ShareImageDeps, name: string): Promise<StoredFile> {
  if (!SHARE_IMAGE_NAME.test(name) || !(await shareImageExists(deps.database, name))) throw imageNotFound();
  const file = await deps.files.get(shareImageKey(name));
  if (!file) throw imageNotFound();
  return file;
}

/**
 * Images saved before files were shared by the instances sit in DATA_DIR/uploads: each one still
 * named by a row moves into the store, then leaves the disk; an image no row names is dropped.
 * Anything else is left alone, and an image the store refuses stays on disk for the next start:
 * the server starts either way, and no image is lost.
 */
export async function moveDiskShareImagesToStore(deps: ShareImageDeps, dataDir: string): Promise<number> {
  const dir = path.join(dataDir, 'uploads', 'share-images');
  if (!existsSync(dir)) return 0;
  let moved = 0;
  for (const name of (await fs.readdir(dir)).filter((entry) => SHARE_IMAGE_NAME.test(entry))) {
    const file = path.join(dir, name);
    try {
      if (await shareImageExists(deps.database, name)) {
        await deps.files.put(shareImageKey(name), { bytes: await fs.readFile(file), contentType: PNG });
        moved += 1;
      }
      await fs.rm(file, { force: true });
    } catch (error) {
      deps.log.warn(
        { err: error, file },
        'image de partage pas encore déplacée : nouvel essai au prochain démarrage',
      );
    }
  }
  await fs.rmdir(dir).catch(() => undefined); // kept while something is left in it
  return moved;
}

/** The public address of the student's story image, or null when they have none. */
export async function storyImageUrl(database: DatabaseHandle, userId: string): Promise<string | null> {
  const stored = await readShareImage(database, userId);
  return stored ? shareImageUrl(stored.fileName) : null;
}

export async function latestShareImage(database: DatabaseHandle, userId: string): Promise<ShareImageAnswer> {
  const stored = await readShareImage(database, userId);
  if (!stored) throw new HttpError(404, 'image_absente', 'Aucune image de partage enregistrée.');
  return toAnswer(stored);
}
