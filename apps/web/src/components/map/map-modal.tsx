import { ExternalLink } from 'lucide-react';
import { Modal } from '../ui/modal';
import { LeafletMap } from './leaflet-map';

export interface MapPlace {
  title: string;
  label: string;
  latitude: number;
  longitude: number;
}

/** OpenStreetMap's own page for a point, for a bigger map and directions. */
export function openStreetMapUrl({ latitude, longitude }: MapPlace): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
}

/** 'Voir sur la carte': a modal with a map around the place and a link to open the map service. */
export function MapModal({ place, onClose }: { place: MapPlace | null; onClose(): void }) {
  return (
    <Modal
      open={place !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Voir sur la carte"
      description={place ? `${place.title} — ${place.label}` : undefined}
    >
      {place ? (
        <div className="flex flex-col gap-3">
          <LeafletMap latitude={place.latitude} longitude={place.longitude} label={place.label} />
          <a
            href={openStreetMapUrl(place)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 self-start font-semibold text-brand-700 underline underline-offset-2"
          >
            <ExternalLink aria-hidden="true" size={16} />
            Ouvrir dans OpenStreetMap<span className="sr-only"> (nouvel onglet)</span>
          </a>
        </div>
      ) : null}
    </Modal>
  );
}
