import { FEATURE_GATES } from '@declic/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSavedAvatar } from '../../../../lib/saved-avatar';
import { useSiteConfig } from '../../../../lib/site-config';
import type { MbtiAnalysisView } from '../api/mbti-analysis';
import { type ShareImageSource, uploadShareImage, useSavedShareImage } from '../api/share-image';
import { drawStoryImage } from '../export/story-image';
import { PRODUCT_NAME, TEXTES } from '../textes';

export type StoryStatus = 'loading' | 'ready' | 'warning' | 'error';

export interface StoryImage {
  status: StoryStatus;
  /** The image to show: the one just drawn (data URL) or the saved one (server address). */
  src: string | null;
  updatedAt: string | null;
  /** Set when the upload failed: the local image is kept and this says so. */
  notice: string | null;
  regenerate: () => void;
}

interface StoryImageOptions {
  view: MbtiAnalysisView | null;
  level: number | null;
  userId: string | null;
  source: ShareImageSource;
}

/**
 * The level 4 story image (spec section 4): drawn automatically when the student is eligible
 * (level ≥ 4, an avatar, an analysis) unless the analysis has a saved one; Régénérer redraws.
 * Each drawing is uploaded; if the upload fails the local image stays.
 */
export function useStoryImage({ view, level, userId, source }: StoryImageOptions): StoryImage {
  const eligibleLevel = level !== null && level >= FEATURE_GATES.shareImage;
  const avatar = useSavedAvatar(eligibleLevel);
  const saved = useSavedShareImage(eligibleLevel);
  const site = useSiteConfig();
  const queryClient = useQueryClient();
  const [drawn, setDrawn] = useState<{ src: string; updatedAt: string | null } | null>(null);
  const [status, setStatus] = useState<StoryStatus>('loading');
  const [notice, setNotice] = useState<string | null>(null);
  const started = useRef(false);

  const avatarConfig = avatar.data?.avatarConfig ?? null;
  const eligible = eligibleLevel && avatarConfig !== null;
  const socialHandle = site.data?.socialHandle ?? '';

  const generate = useCallback(async () => {
    if (!view || !avatarConfig || !userId) return;
    setStatus('loading');
    setNotice(null);
    let dataUrl: string;
    try {
      dataUrl = await drawStoryImage({
        productName: PRODUCT_NAME,
        personalityType: view.read.personalityType ?? '',
        typeTitle: view.typeTitle,
        qualities: view.read.strengths,
        jobs: view.read.jobs.map((job) => job.title),
        socialHandle,
        avatar: avatarConfig,
      });
    } catch (error) {
      console.error(error);
      setStatus('error');
      return;
    }
    setDrawn({ src: dataUrl, updatedAt: null });
    setStatus('ready');
    try {
      const stored = await uploadShareImage(dataUrl, source, userId);
      setDrawn({ src: dataUrl, updatedAt: stored.updatedAt });
      queryClient.setQueryData(['share-image'], stored);
    } catch (error) {
      console.error(error);
      setNotice(TEXTES.uploadFailed);
    }
  }, [view, avatarConfig, userId, socialHandle, source, queryClient]);

  // The image saved for this very analysis (a new analysis starts without one, so it is redrawn).
  const savedUrl = view?.read.shareImageUrl ?? null;
  const waiting = avatar.isPending || saved.isPending || site.isPending;
  useEffect(() => {
    if (!eligibleLevel || (eligibleLevel && waiting)) return;
    if (!eligible || !view) {
      setStatus('warning');
      return;
    }
    if (started.current) return;
    started.current = true;
    if (savedUrl) setStatus('ready');
    else void generate();
  }, [eligibleLevel, eligible, waiting, view, savedUrl, generate]);

  useEffect(() => {
    if (level !== null && !eligibleLevel) setStatus('warning');
  }, [level, eligibleLevel]);

  return {
    status,
    src: drawn?.src ?? savedUrl,
    updatedAt: drawn?.updatedAt ?? (saved.data && saved.data.url === savedUrl ? saved.data.updatedAt : null),
    notice,
    regenerate: () => void generate(),
  };
}
