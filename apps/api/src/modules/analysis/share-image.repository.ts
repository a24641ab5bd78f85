import type { DatabaseHandle } from '../../db/database';

export interface StoredShareImage {
  fileName: string;
  updatedAt: string;
}

const toStored = (row: { file_name: string; updated_at: Date | string }): StoredShareImage => ({
  fileName: row.file_name,
  updatedAt: new Date(row.updated_at).toISOString(),
});

export async function readShareImage(
  database: DatabaseHandle,
  userId: string,
): Promise<StoredShareImage | null> {
  const [row] = await database.query<{ file_name: string; updated_at: Date | string }>(
    'SELECT file_name, updated_at FROM share_images WHERE user_id = $1',
    [userId],
  );
  return row ? toStored(row) : null;
}

export async function shareImageExists(database: DatabaseHandle, fileName: string): Promise<boolean> {
  const rows = await database.query('SELECT 1 FROM share_images WHERE file_name = $1', [fileName]);
  return rows.length > 0;
}

/**
 * Keeps only the latest image of the user, and points their latest MBTI analysis at it
 * (the results page reads shareImageUrl from there).
 */
export async function saveShareImage(
  database: DatabaseHandle,
  userId: string,
  image: { fileName: string; byteSize: number; source: string; url: string },
): Promise<StoredShareImage> {
  const [row] = await database.query<{ file_name: string; updated_at: Date | string }>(
    `INSERT INTO share_images (user_id, file_name, byte_size, source) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE
       SET file_name = EXCLUDED.file_name, byte_size = EXCLUDED.byte_size, source = EXCLUDED.source,
           updated_at = now()
     RETURNING file_name, updated_at`,
    [userId, image.fileName, image.byteSize, image.source],
  );
  await database.query(
    `UPDATE analysis_results SET share_image_url = $2, updated_at = now()
      WHERE id = (SELECT id FROM analysis_results WHERE user_id = $1 AND questionnaire_type = 'mbti'
                   ORDER BY created_at DESC LIMIT 1)`,
    [userId, image.url],
  );
  return toStored(row!);
}
