import { useEffect, useRef } from 'react';

interface LeafletMapProps {
  latitude: number;
  longitude: number;
  label: string;
}

/**
 * An OpenStreetMap map centred on a point. Leaflet and its stylesheet are downloaded only
 * when a map is first opened (dynamic import), so the catalogue pages stay light.
 */
export function LeafletMap({ latitude, longitude, label }: LeafletMapProps) {
  const container = useRef<HTMLElement>(null);
  useEffect(() => {
    let disposed = false;
    let map: import('leaflet').Map | undefined;
    (async () => {
      const [{ default: L }] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
      if (disposed || !container.current) return;
      map = L.map(container.current, { scrollWheelZoom: false }).setView([latitude, longitude], 14);
      L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
        maxZoom: 19,
        attribution: '© contributeurs <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      }).addTo(map);
      L.circleMarker([latitude, longitude], {
        radius: 10,
        color: '#4c32c9',
        fillColor: '#6a4ff0',
        fillOpacity: 0.8,
      })
        .addTo(map)
        .bindTooltip(label);
    })();
    return () => {
      disposed = true;
      map?.remove();
    };
  }, [latitude, longitude, label]);
  return (
    <section
      ref={container}
      aria-label={`Carte autour de ${label}`}
      className="h-72 w-full overflow-hidden rounded-xl border border-line bg-brand-50"
    />
  );
}
