import {
  AVATAR_PALETTES,
  AVATAR_PROVIDER,
  AVATAR_RADIUS,
  AVATAR_SIZES,
  type AvatarConfig,
  avatarImageUrl,
} from '@declic/domain';
import { Shuffle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AvatarPicture } from '../../../components/avatar/avatar-picture';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { randomise } from '../hooks/random-avatar';
import { writeStoredAvatar } from '../hooks/stored-avatar';
import { TEXTES } from '../textes';
import { AvatarCredit } from './avatar-credit';
import { ColourPicker } from './colour-picker';

type EditableAvatar = Omit<AvatarConfig, 'url' | 'provider'>;

interface AvatarEditorProps {
  initial: EditableAvatar;
  /** Signed in: also saved on the account. Resolves even when that save fails. */
  onSave: (config: AvatarConfig) => Promise<void>;
}

/** The avatar editor of spec section 2: seed, corners, three colours, glasses, 'Au hasard', 'Enregistrer'. */
export function AvatarEditor({ initial, onSave }: AvatarEditorProps) {
  const [config, setConfig] = useState<EditableAvatar>(initial);
  const [saving, setSaving] = useState(false);
  const radiusId = useId();
  const update = (patch: Partial<EditableAvatar>) => setConfig((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!config.seed.trim()) return;
    const saved: AvatarConfig = {
      ...config,
      seed: config.seed.trim(),
      url: avatarImageUrl({ ...config, seed: config.seed.trim() }, AVATAR_SIZES.saved),
      provider: AVATAR_PROVIDER,
    };
    writeStoredAvatar(saved);
    setSaving(true);
    try {
      await onSave(saved);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] md:items-start"
    >
      <div className="flex flex-col items-center gap-3 md:sticky md:top-6">
        <AvatarPicture
          config={config}
          size={AVATAR_SIZES.preview}
          alt={TEXTES.preview}
          className="h-auto w-full max-w-[360px] drop-shadow-md"
        />
        <AvatarCredit />
      </div>
      <div className="flex flex-col gap-6">
        <TextField
          label={TEXTES.seed}
          hint={TEXTES.seedHint}
          value={config.seed}
          maxLength={64}
          required
          onChange={(event) => update({ seed: event.target.value })}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={radiusId} className="font-semibold text-ink">
            {TEXTES.radius}
          </label>
          <div className="flex items-center gap-3">
            <input
              id={radiusId}
              type="range"
              min={AVATAR_RADIUS.min}
              max={AVATAR_RADIUS.max}
              value={config.radius}
              onChange={(event) => update({ radius: Number(event.target.value) })}
              className="min-h-11 flex-1 accent-brand-700"
            />
            <output htmlFor={radiusId} className="w-10 text-right font-semibold tabular-nums">
              {config.radius}
            </output>
          </div>
        </div>
        <ColourPicker
          legend={TEXTES.background}
          colours={AVATAR_PALETTES.bg}
          value={config.bg}
          onChange={(bg) => update({ bg })}
        />
        <ColourPicker
          legend={TEXTES.skin}
          colours={AVATAR_PALETTES.skin}
          value={config.skin}
          onChange={(skin) => update({ skin })}
        />
        <ColourPicker
          legend={TEXTES.hair}
          colours={AVATAR_PALETTES.hair}
          value={config.hair}
          onChange={(hair) => update({ hair })}
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
          <input
            type="checkbox"
            checked={config.glasses}
            onChange={(event) => update({ glasses: event.target.checked })}
            className="size-5 accent-brand-700"
          />
          {TEXTES.glasses}
        </label>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setConfig((current) => randomise(current))}>
            <Shuffle aria-hidden="true" size={18} />
            {TEXTES.random}
          </Button>
          <Button type="submit" disabled={saving || !config.seed.trim()}>
            {saving ? TEXTES.saving : TEXTES.save}
          </Button>
        </div>
      </div>
    </form>
  );
}
