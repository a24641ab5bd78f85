import { parseCsvRecords } from './csv';
import type { RejectionLog } from './importer';

/** The InserJeunes file of apprentices' outcomes per CFA, as shared/data lays it out. */
export const INSERJEUNES_FILE = 'inserjeunes/fr-en-inserjeunes-cfa.csv';

/** How the figures name their source on screen, before the years. */
export const INSERJEUNES_SOURCE = 'InserJeunes, DEPP–DARES';

/** One CFA's figures for its latest two cumulated years; rates in % (0–100), null when unpublished. */
export interface CfaFigures {
  uai: string;
  libelle: string;
  region: string | null;
  /** « 2023-2024 » */
  millesimes: string;
  tauxEmploi6Mois: number | null;
  tauxEmploi12Mois: number | null;
  tauxPoursuiteEtudes: number | null;
  tauxEmploi6MoisAttendu: number | null;
  valeurAjouteeEmploi6Mois: number | null;
}

type Column =
  | 'Année'
  | 'UAI'
  | 'Libellé'
  | 'Région'
  | 'Taux emploi 6 mois'
  | 'Taux emploi 12 mois'
  | 'Taux poursuite études'
  | 'Taux emploi 6 mois attendu'
  | 'VA emploi 6 mois';

/** « cumul 2023-2024 »: two years of leavers cumulated, so that small CFAs can be published. */
const MILLESIMES = /^cumul (\d{4})-(\d{4})$/;
const UAI = /^\d{7}[A-Z]$/;

class UnreadableRate extends Error {}

/** « 57.0 » → 57; empty (cohort too small to publish) → null; anything else out of range refuses the row. */
function readRate(cell: string, min = 0): number | null {
  const text = cell.trim();
  if (text === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > 100) throw new UnreadableRate(text);
  return value;
}

function toFigures(row: Record<Column, string>, uai: string, millesimes: string): CfaFigures {
  return {
    uai,
    libelle: row.Libellé.trim() || uai,
    region: row.Région.trim() || null,
    millesimes,
    tauxEmploi6Mois: readRate(row['Taux emploi 6 mois']),
    tauxEmploi12Mois: readRate(row['Taux emploi 12 mois']),
    tauxPoursuiteEtudes: readRate(row['Taux poursuite études']),
    tauxEmploi6MoisAttendu: readRate(row['Taux emploi 6 mois attendu']),
    valeurAjouteeEmploi6Mois: readRate(row['VA emploi 6 mois'], -100),
  };
}

/** « 2023-2024 » sorts after « 2022-2023 » as text: the years have four digits. */
const isNewer = (a: CfaFigures, b: CfaFigures) => a.millesimes > b.millesimes;

/**
 * Each CFA's row for the latest cumulated years the file gives it, as published: when that row
 * is blank (too few apprentices), the CFA has no figure, even if an older cohort had some.
 */
export function readLatestPerCfa(
  csv: string,
  rejections: RejectionLog,
): { read: number; cfas: CfaFigures[] } {
  const rows = parseCsvRecords<Column>(csv, ';');
  const latest = new Map<string, CfaFigures>();
  for (const row of rows) {
    const uai = (row.UAI ?? '').trim().toUpperCase();
    const years = MILLESIMES.exec((row.Année ?? '').trim());
    const example = `${row.Année} ${row.UAI} ${row.Libellé}`.slice(0, 100);
    if (!UAI.test(uai)) {
      rejections.add('code UAI absent ou invalide', example);
      continue;
    }
    if (!years) {
      rejections.add('années cumulées illisibles (« cumul 2023-2024 » attendu)', example);
      continue;
    }
    let figures: CfaFigures;
    try {
      figures = toFigures(row, uai, `${years[1]}-${years[2]}`);
    } catch (error) {
      if (!(error instanceof UnreadableRate)) throw error;
      rejections.add('taux illisible ou hors de 0 à 100', example);
      continue;
    }
    const kept = latest.get(uai);
    if (kept?.millesimes === figures.millesimes) {
      rejections.add('deux lignes pour le même CFA et les mêmes années : la première gardée', example);
    } else if (!kept || isNewer(figures, kept)) {
      latest.set(uai, figures);
    }
  }
  return { read: rows.length, cfas: [...latest.values()] };
}
