import { useState } from 'react';
import { saveStoryImage, shareStoryImage } from '../export/share-file';
import { TEXTES } from '../textes';

/**
 * Enregistrer / Partager for a story image. Level 4 alerts when native share is missing
 * (spec section 2); the profile downloads the image instead and says so (spec section 8).
 */
export function useShareActions(src: string | null, place: 'niveau4' | 'profile') {
  const [message, setMessage] = useState<string | null>(null);
  const save = () => {
    if (src) saveStoryImage(src);
  };
  const share = async () => {
    if (!src) return;
    setMessage(null);
    try {
      const outcome = await shareStoryImage(src, TEXTES.shareTitle);
      if (outcome !== 'unsupported') return;
      if (place === 'niveau4') {
        window.alert(TEXTES.shareUnsupported);
      } else {
        saveStoryImage(src);
        setMessage(TEXTES.profileShareUnsupported);
      }
    } catch (error) {
      // Level 4: a failed share is only logged (spec section 8).
      console.error(error);
      if (place === 'profile') {
        saveStoryImage(src);
        setMessage(TEXTES.profileShareError);
      }
    }
  };
  return { save, share: () => void share(), message };
}
