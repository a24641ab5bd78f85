import { AVATAR_CREDIT } from '@declic/domain';

/** The illustration style is CC BY 4.0: its author is credited wherever the editor shows it. */
export function AvatarCredit() {
  return (
    <p className="text-center text-xs text-ink-soft">
      Illustrations « {AVATAR_CREDIT.title} » de {AVATAR_CREDIT.creator},{' '}
      <a
        href={AVATAR_CREDIT.licenseUrl}
        className="underline underline-offset-2"
        rel="noreferrer"
        target="_blank"
      >
        licence {AVATAR_CREDIT.license}
      </a>
      , dessinées par DiceBear sur ton appareil.
    </p>
  );
}
