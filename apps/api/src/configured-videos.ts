import fs from 'node:fs';
import { z } from 'zod';

/**
 * The videos level 8 proposes when a student's métiers have none from ONISEP: a JSON array
 * in the file DECLIC_VIDEOS_FILE names, read once at start-up.
 */
const configuredVideoSchema = z.object({
  id: z
    .string({ message: 'id est requis' })
    // A level's « pick » answer keeps codes of 40 characters at most.
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'id ne contient que des lettres, des chiffres, - ou _ (40 au plus)'),
  url: z.url({ protocol: /^https?$/, message: 'url doit être une adresse http:// ou https://' }),
  title: z
    .string({ message: 'title est requis' })
    .trim()
    .min(1, 'title ne peut pas être vide')
    .max(200, 'title fait 200 caractères au plus'),
  romeCodes: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^([A-Z]\d{4}|DEMO\d{1,4})$/, 'romeCodes ne contient que des codes ROME, par exemple M1805'),
      { message: 'romeCodes est une liste de codes ROME' },
    )
    .default([]),
});

const videosFileSchema = z
  .array(configuredVideoSchema, { message: 'le fichier doit contenir une liste JSON de vidéos' })
  .superRefine((videos, context) => {
    const seen = new Set<string>();
    for (const [index, video] of videos.entries()) {
      if (seen.has(video.id)) {
        context.addIssue({ code: 'custom', path: [index, 'id'], message: `id ${video.id} est en double` });
      }
      seen.add(video.id);
    }
  });

export type ConfiguredVideo = z.infer<typeof configuredVideoSchema>;

/** The list, or one French line per problem (the file itself, or an entry: "2.url : …"). */
export function readVideosFile(file: string): { videos: ConfiguredVideo[] } | { errors: string[] } {
  let content: string;
  try {
    content = fs.readFileSync(file, 'utf8');
  } catch {
    return { errors: [`fichier illisible ou introuvable : ${file}`] };
  }
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    return { errors: [`${file} n’est pas un JSON valide (${(error as Error).message})`] };
  }
  const parsed = videosFileSchema.safeParse(json);
  if (parsed.success) return { videos: parsed.data };
  return {
    errors: parsed.error.issues.map((issue) => {
      const [index, ...field] = issue.path;
      if (typeof index !== 'number') return issue.message;
      return `vidéo n° ${index + 1}${field.length ? ` (${field.join('.')})` : ''} : ${issue.message}`;
    }),
  };
}
