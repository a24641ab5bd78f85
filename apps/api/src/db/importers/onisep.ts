import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { batchUpsert } from './batch-upsert';
import { type Importer, RejectionLog } from './importer';
import { onisepFormationUrl, readOnisepFormationIds } from './onisep-formation-links';
import { type OnisepVideoRow, readOnisepVideos, saveOnisepVideos } from './onisep-videos';
import { child, children, parseOnisepMetiers, text, type XmlNode } from './onisep-xml';
import { htmlToText } from './xml-text';

/** ONISEP Idéo « Fiches métiers » export (Onisep, Licence Ouverte), under `<data>/onisep/`. */
export const ONISEP_METIERS_FILE = 'onisep/Onisep_Ideo_Fiches_metiers_25062024.xml.gz';

export interface OnisepMetierRow {
  id: string;
  libelle: string;
  libelleFeminin: string | null;
  libelleMasculin: string | null;
  romeCodes: string[];
  niveauAccesMin: string | null;
  /** Minimum formations; `url` is their ONISEP fiche when the formations export holds it. */
  formations: Array<{ id: string; libelle: string; url?: string }>;
  salaireDebutant: string | null;
  accesMetier: string | null;
  accroche: string | null;
  centresInteret: string[];
  url: string;
  /** YouTube, Dailymotion and Vimeo videos the fiche links (level 8), in table metier_videos. */
  videos: OnisepVideoRow[];
}

/** One parsed `<metier>` element → a row, or the reason it was refused. */
export function readOnisepMetier(
  metier: XmlNode,
  formationFiches: ReadonlySet<string> = new Set(),
): OnisepMetierRow | string {
  const id = text(child(metier, 'identifiant'));
  const libelle = text(child(metier, 'nom_metier'));
  if (!id || !/^MET\.\d+$/.test(id)) return 'identifiant ONISEP absent ou invalide';
  if (!libelle) return 'intitulé absent';
  const romes = children(child(metier, 'romesV3'), 'romeV3').flatMap((code) => text(code) ?? []);
  const vie = text(child(metier, 'vie_professionnelle'));
  const acces = text(child(metier, 'acces_metier'));
  const accroche = text(child(metier, 'accroche_metier'));
  const romeCodes = romes.filter((code) => /^[A-N]\d{4}$/.test(code));
  return {
    id,
    libelle,
    libelleFeminin: text(child(metier, 'libelle_feminin')),
    libelleMasculin: text(child(metier, 'libelle_masculin')),
    romeCodes,
    niveauAccesMin: text(child(child(metier, 'niveau_acces_min'), 'libelle')),
    formations: children(child(metier, 'formations_min_requise'), 'formation_min_requise').flatMap((f) => {
      const fid = text(child(f, 'id'));
      const name = text(child(f, 'libelle'));
      if (!fid || !name) return [];
      return [
        { id: fid, libelle: name, ...(formationFiches.has(fid) ? { url: onisepFormationUrl(fid) } : {}) },
      ];
    }),
    salaireDebutant: vie ? beginnerSalary(vie) : null,
    accesMetier: acces ? htmlToText(acces) : null,
    accroche: accroche ? htmlToText(accroche) : null,
    centresInteret: children(child(metier, 'centres_interet'), 'centre_interet').flatMap(
      (c) => text(child(c, 'libelle')) ?? [],
    ),
    url: `https://www.onisep.fr/http/redirection/metier/slug/${id}`,
    videos: readOnisepVideos(metier, { id, libelle, romeCodes }),
  };
}

/** The "Salaire du débutant" paragraphs of `vie_professionnelle`, as ONISEP wrote them. */
function beginnerSalary(html: string): string | null {
  const start = html.search(/<h5>\s*Salaire du d[ée]butant\s*<\/h5>/i);
  if (start < 0) return null;
  const rest = html.slice(start).replace(/^<h5>[\s\S]*?<\/h5>/i, '');
  const end = rest.search(/<h[345]>/i);
  const text = htmlToText(end < 0 ? rest : rest.slice(0, end));
  return text === '' ? null : text;
}

const COLUMNS = [
  'id',
  'libelle',
  'libelle_feminin',
  'libelle_masculin',
  'rome_codes',
  'niveau_acces_min',
  'formations',
  'salaire_debutant',
  'acces_metier',
  'accroche',
  'centres_interet',
  'url',
];

/** ONISEP fiches métiers: minimum access level, minimum formations, beginner salary, access text. */
export const onisepImporter: Importer = {
  name: 'onisep',
  description: 'Fiches métiers ONISEP (niveau d’accès, formations, salaire du débutant, vidéos)',
  async run({ database, dataDir, progress }) {
    const file = path.join(dataDir, ONISEP_METIERS_FILE);
    if (!fs.existsSync(file)) {
      throw new Error(
        `Fichier ONISEP introuvable : ${file}. Indiquez le dossier des données avec DECLIC_DATA_DIR.`,
      );
    }
    const blocks = parseOnisepMetiers(gunzipSync(fs.readFileSync(file)).toString('utf8'));
    const formationFiches = readOnisepFormationIds(dataDir);
    const rejections = new RejectionLog();
    const rows: unknown[][] = [];
    const videos: OnisepVideoRow[] = [];
    for (const block of blocks) {
      const row = readOnisepMetier(block, formationFiches);
      if (typeof row === 'string') {
        rejections.add(
          row,
          text(child(block, 'identifiant')) ?? text(child(block, 'nom_metier')) ?? '(sans nom)',
        );
        continue;
      }
      videos.push(...row.videos);
      rows.push([
        row.id,
        row.libelle,
        row.libelleFeminin,
        row.libelleMasculin,
        JSON.stringify(row.romeCodes),
        row.niveauAccesMin,
        JSON.stringify(row.formations),
        row.salaireDebutant,
        row.accesMetier,
        row.accroche,
        JSON.stringify(row.centresInteret),
        row.url,
      ]);
    }
    progress.start(`ONISEP : ${rows.length} fiches métiers`, rows.length);
    const imported = await batchUpsert(
      database,
      { table: 'onisep_metiers', columns: COLUMNS, conflict: ['id'] },
      rows,
      (n) => progress.tick(n),
    );
    await saveOnisepVideos(database, videos);
    progress.done();
    return { read: blocks.length, imported, rejected: rejections.list() };
  },
};
