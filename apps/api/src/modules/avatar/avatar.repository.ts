import { type AvatarConfig, avatarConfigSchema } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

export interface ProfileAvatar {
  avatarConfig: AvatarConfig | null;
  avatarUrl: string | null;
}

/** avatar_json may hold the config as an object or as a JSON string (spec section 3). */
function readConfig(value: unknown): AvatarConfig | null {
  let candidate = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = avatarConfigSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

export async function readProfileAvatar(database: DatabaseHandle, userId: string): Promise<ProfileAvatar> {
  const [row] = await database.query<{ avatar_json: unknown; avatar_url: string | null }>(
    'SELECT avatar_json, avatar_url FROM profiles WHERE user_id = $1',
    [userId],
  );
  const avatarConfig = readConfig(row?.avatar_json);
  return { avatarConfig, avatarUrl: row?.avatar_url ?? avatarConfig?.url ?? null };
}

/** Writes the profile's avatar fields, creating the profile row if the user has none yet. */
export async function saveProfileAvatar(
  database: DatabaseHandle,
  userId: string,
  config: AvatarConfig,
): Promise<ProfileAvatar> {
  await database.query(
    `INSERT INTO profiles (user_id, avatar_json, avatar_url, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (user_id) DO UPDATE
       SET avatar_json = EXCLUDED.avatar_json, avatar_url = EXCLUDED.avatar_url, updated_at = now()`,
    [userId, JSON.stringify(config), config.url ?? null],
  );
  return { avatarConfig: config, avatarUrl: config.url ?? null };
}
