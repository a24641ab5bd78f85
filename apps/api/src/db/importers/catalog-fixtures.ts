import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * A tiny data folder laid out like shared/data, written by the tests in the official formats
 * (INSEE COG, Parcoursup cartographie and CSV, ONISEP XML, lycées, France Travail v2) with
 * invented rows — including the awkward ones each importer must refuse or merge.
 */
export function writeCatalogFixtures(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-catalog-fixtures-'));
  const write = (relative: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, relative), content);
  };
  write(
    'geo/cog_2099_regions.csv',
    'REG,CHEFLIEU,TNCC,NCC,NCCENR,LIBELLE\n75,33063,3,NOUVELLE AQUITAINE,Nouvelle-Aquitaine,Nouvelle-Aquitaine\n11,75056,1,ILE DE FRANCE,Île-de-France,Île-de-France\nXX,,,,,Nulle part\n',
  );
  write(
    'geo/cog_2099_departements.csv',
    'DEP,REG,CHEFLIEU,TNCC,NCC,NCCENR,LIBELLE\n33,75,33063,3,GIRONDE,Gironde,Gironde\n75,11,75056,0,PARIS,Paris,Paris\n',
  );
  write(
    'geo/cog_2099_communes.csv',
    'TYPECOM,COM,REG,DEP,CTCD,ARR,TNCC,NCC,NCCENR,LIBELLE,CAN,COMPARENT\nCOM,33063,75,33,33D,332,0,BORDEAUX,Bordeaux,Bordeaux,3399,\nCOM,33522,75,33,33D,332,0,TALENCE,Talence,Talence,3330,\nCOMD,33522,75,33,33D,332,0,TALENCE,Talence,Talence,,33522\nCOM,,75,33,,,0,,,,,\n',
  );
  write(
    'formations/fr-esr-cartographie_formations_parcoursup_fixture.json',
    JSON.stringify([
      {
        recordid: 'r1',
        fields: {
          nm: 'BTS - Services - Informatique de gestion',
          nmc: 'BTS-IG',
          etab_uai: '0330001A',
          etab_nom: 'Lycée Exemple de Bordeaux',
          etab_url: 'www.lycee-exemple.example.org',
          tf: 'BTS - BTSA - BTSM',
          tc: 'Public',
          commune: 'Bordeaux',
          departement: 'Gironde',
          region: 'Nouvelle-Aquitaine',
          fiche: 'https://dossier.parcoursup.fr/Candidat/carte?g_ta_cod=1',
          gta: 1,
          etab_gps: [44.84, -0.58],
        },
      },
      {
        recordid: 'r2',
        fields: {
          nm: 'Licence - Psychologie',
          etab_uai: '0330002B',
          etab_nom: 'Université Exemple',
          tf: 'Licence',
          departement: 'Gironde',
          region: 'Nouvelle-Aquitaine',
          gta: 2,
          etab_url: 'javascript:alert(1)',
        },
      },
      { recordid: 'r3', fields: { etab_nom: 'Sans intitulé' } },
    ]),
  );
  const csvHeader =
    'statut_etablissement,code_uai,etablissement,region,filiere_formation,coordonnees_gps,code_departement_derive_uai,latitude,longitude';
  const csvRows = [
    'Public,0330001A,Lycee Exemple de Bordeaux,Nouvelle Aquitaine,BTS   Services   Informatique de gestion,"44.84, -0.58",33,44.84,-0.58',
    'Public,0750003C,Lycee Exemple de Paris,Ile de France,BTS   Production   Conception de produits,"48.85, 2.35",75,48.85,2.35',
    'Public,0750003C,Lycee Exemple de Paris,Ile de France,BTS   Production   Conception de produits,"48.85, 2.35",75,48.85,2.35',
    'Public,0750003C,Lycee Exemple de Paris,Ile de France,BTS   Production   Conception de produits,"48.86, 2.36",75,48.86,2.36',
    'Prive hors contrat,PASUNUAI,Ecole Nulle,,Licence   Droit,,,,',
    'Public,0330002B,Universite Exemple,Nouvelle Aquitaine,Formation d ingenieur Bac + 5   Genie civil,"44.8, -0.6",33,44.8,-0.6',
  ];
  write('formations/parcoursup_2099_formations_6.csv', `${csvHeader}\n${csvRows.join('\n')}\n`);
  write(
    'formations/Onisep_Ideo_Fiches_Formations_fixture.xml',
    `<?xml version="1.0"?><formations>
      <formation><type_Formation><type_formation_sigle>BTS</type_formation_sigle><type_formation_libelle_court>BTS</type_formation_libelle_court><type_formation_libelle>brevet de technicien supérieur</type_formation_libelle></type_Formation><niveau_etudes><id>REF.1</id><libelle>Bac + 2</libelle></niveau_etudes></formation>
      <formation><type_Formation><type_formation_sigle/><type_formation_libelle_court>ING</type_formation_libelle_court><type_formation_libelle>diplôme d'ingénieur</type_formation_libelle></type_Formation><niveau_etudes><id>REF.2</id><libelle>Bac + 5</libelle></niveau_etudes></formation>
    </formations>`,
  );
  write(
    'formations/lycees-donnees-generales.csv',
    '\uFEFFCODE_UAI;NOM_ETABLISSEMENT;COMMUNE;TELEPHONE;SITE_WEB;MAIL\n0750003C;Lycée Exemple de Paris;Paris;0140000000;https://lycee-paris.example.org;ce.0750003C@example.org\n',
  );
  const offre = (id: string, extra: object = {}) => ({
    id,
    intitule: `Offre ${id}`,
    dateCreation: '2025-11-13T10:00:00.000Z',
    lieuTravail: { libelle: '33 - Bordeaux', latitude: 44.84, longitude: -0.58, commune: '33063' },
    typeContrat: 'CDI',
    entreprise: { nom: 'Entreprise Exemple', logo: 'https://api.francetravail.fr/logo/NO_LOGO' },
    alternance: false,
    competences: [{ code: '1', libelle: 'Accueillir un client', exigence: 'E' }],
    ...extra,
  });
  write(
    'offres/offres_francetravail_fixture.json.gz',
    gzipSync(
      JSON.stringify({
        resultats: [
          offre('F1'),
          offre('F2', {
            alternance: true,
            lieuTravail: { libelle: 'France', commune: '2A004' },
            dureeTravailLibelle: 'Temps partiel - 24H30/semaine\nTravail en journée',
            dureeTravailLibelleConverti: 'Temps partiel',
          }),
          offre('F1'),
          { id: 'F3', dateCreation: '2025-11-13T10:00:00.000Z' },
          offre('F4', { dateCreation: 'hier' }),
        ],
      }),
    ),
  );
  return dir;
}
