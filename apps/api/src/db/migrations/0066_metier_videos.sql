-- Videos of professionals for level 8 « Métiers en vidéo ». Two sources share the table:
-- the YouTube, Dailymotion and Vimeo links of the ONISEP fiches métiers (`npm run import --
-- onisep`, source 'onisep'), and the list named by DECLIC_VIDEOS_FILE, copied here at each
-- start-up (source 'config'). `id` is the video's own id on its platform (YouTube: the
-- 11-character id; 'dailymotion-…', 'vimeo-…'), or the id the configured list gives.
CREATE TABLE metier_videos (
  id text PRIMARY KEY,
  -- Normalised address (YouTube: https://www.youtube.com/watch?v=<id>).
  url text NOT NULL,
  -- ONISEP's comment on the link, e.g. « Portrait d’un chargé d’affaires… ».
  title text NOT NULL,
  -- The ONISEP métier (MET.xxx) whose fiche links the video, and its name; null for 'config'.
  onisep_metier_id text,
  onisep_metier_libelle text,
  -- ROME codes of that métier (ROME v3, as in onisep_metiers.rome_codes), or those the
  -- configured list gives.
  rome_codes text[] NOT NULL DEFAULT '{}',
  source text NOT NULL DEFAULT 'onisep' CHECK (source IN ('onisep', 'config')),
  -- Rank in the configured list (null for ONISEP).
  position integer
);
CREATE INDEX metier_videos_rome_idx ON metier_videos USING gin (rome_codes);
