import { FEATURE_GATES, formatDate, SHARE_LINKS_MAX, SHARE_TEXTES, type ShareLink } from '@declic/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from '../../../lib/sharing/share-links';
import { TEXTES } from '../textes';

/** Profile card: the student's public links to their results, made, copied and deleted here. */
export function ShareLinksCard({ level, hasAvatar }: { level: number; hasAvatar: boolean }) {
  const eligible = level >= FEATURE_GATES.shareImage && hasAvatar;
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{TEXTES.cardTitle}</h2>
      {eligible ? <ShareLinks /> : <p className="font-semibold text-ink-soft">{SHARE_TEXTES.notEligible}</p>}
    </Card>
  );
}

function ShareLinks() {
  const links = useShareLinks();
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink();
  const [status, setStatus] = useState('');
  const list = links.data ?? [];
  const full = list.length >= SHARE_LINKS_MAX;
  const error = create.error ?? revoke.error;

  return (
    <>
      <p>{TEXTES.cardIntro}</p>
      <p className="text-sm text-ink-soft">{TEXTES.revokeHint}</p>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => create.mutate(undefined, { onSuccess: () => setStatus('') })}
          disabled={create.isPending || full || links.isPending}
        >
          {create.isPending ? TEXTES.creating : TEXTES.create}
        </Button>
        {full ? <p className="text-sm text-ink-soft">{TEXTES.atMax}</p> : null}
      </div>
      {links.isSuccess && list.length === 0 ? <p className="text-ink-soft">{TEXTES.none}</p> : null}
      {list.length > 0 ? (
        <ul aria-label={TEXTES.listLabel} className="flex flex-col gap-3">
          {list.map((link) => (
            <ShareLinkItem
              key={link.id}
              link={link}
              onStatus={setStatus}
              onRevoke={() => revoke.mutate(link.id, { onSuccess: () => setStatus(TEXTES.revoked) })}
              revoking={revoke.isPending && revoke.variables === link.id}
            />
          ))}
        </ul>
      ) : null}
      <p role="status" className="text-sm font-semibold text-mint-700">
        {status}
      </p>
    </>
  );
}

interface ShareLinkItemProps {
  link: ShareLink;
  onStatus(message: string): void;
  onRevoke(): void;
  revoking: boolean;
}

function ShareLinkItem({ link, onStatus, onRevoke, revoking }: ShareLinkItemProps) {
  const url = `${window.location.origin}${link.path}`;
  const date = formatDate(link.createdAt);
  const canShare = typeof navigator.share === 'function';
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => onStatus(TEXTES.copied),
      () => onStatus(TEXTES.copyFailed),
    );
  return (
    <li className="flex flex-col gap-2 rounded-2xl border-2 border-line p-3">
      <input
        readOnly
        value={url}
        aria-label={TEXTES.linkLabel(date)}
        onFocus={(event) => event.currentTarget.select()}
        className="min-h-11 w-full rounded-xl bg-brand-50 px-3 font-mono text-sm"
      />
      <p className="text-sm text-ink-soft">{TEXTES.created(date, link.views)}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={copy}
          aria-label={`${TEXTES.copy} · ${TEXTES.linkLabel(date)}`}
        >
          {TEXTES.copy}
        </Button>
        {canShare ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => navigator.share({ title: TEXTES.cardTitle, url }).catch(() => {})}
          >
            {TEXTES.share}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          onClick={onRevoke}
          disabled={revoking}
          aria-label={`${TEXTES.revoke} · ${TEXTES.linkLabel(date)}`}
        >
          {TEXTES.revoke}
        </Button>
      </div>
    </li>
  );
}
