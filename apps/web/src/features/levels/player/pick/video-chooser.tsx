import { levelsApi, type MetierVideo } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { call } from '../../../../lib/api-call';
import type { ChooserProps } from './chooser-props';
import { useLevel6RomeCodes } from './level6-metiers';
import { OptionList } from './option-list';

/** Level 8: videos of professionals for the student's level 6 métiers, then the configured list. */
export function VideoChooser({ chosen, full, onChoose }: ChooserProps) {
  const metiers = useLevel6RomeCodes();
  const rome = metiers.codes.join(',') || undefined;
  const videos = useQuery({
    queryKey: ['level-videos', rome],
    queryFn: () => call(levelsApi.catalogueVideos, { query: { rome } }),
    enabled: !metiers.isPending,
  });
  if (videos.isPending) return <p role="status">Recherche des vidéos…</p>;
  if (videos.isError) return <p role="alert">{videos.error.message}</p>;
  if (videos.data.videos.length === 0) {
    return (
      <p>
        Nous n’avons pas encore de vidéo pour tes métiers.{' '}
        <a href={videos.data.fallbackSearchUrl} target="_blank" rel="noreferrer">
          Cherche-les sur le site de l’ONISEP
          <ExternalLink aria-hidden="true" className="ml-1 inline size-4" />
          <span className="sr-only"> (nouvel onglet)</span>
        </a>
        .
      </p>
    );
  }
  return (
    <OptionList
      label="Vidéos proposées"
      options={videos.data.videos.map(toOption)}
      chosen={chosen}
      full={full}
      onChoose={onChoose}
    />
  );
}

const toOption = (video: MetierVideo) => ({
  code: video.id,
  label: video.title,
  detail: video.metier ? `Métier : ${video.metier}` : 'Vidéo choisie par l’équipe Déclic',
  url: video.url,
});
