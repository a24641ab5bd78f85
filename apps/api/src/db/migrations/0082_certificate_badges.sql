-- Level 50 issues a second certificate, « Parcours Déclic complet »: a student holds one
-- certificate per badge (level 29's « expert », level 50's « parcours »).
ALTER TABLE expert_certificates ADD COLUMN badge text NOT NULL DEFAULT 'expert';
ALTER TABLE expert_certificates DROP CONSTRAINT expert_certificates_user_id_key;
ALTER TABLE expert_certificates ADD CONSTRAINT expert_certificates_user_badge_key UNIQUE (user_id, badge);
