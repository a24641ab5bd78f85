-- OpenFisca-France's dated parameters (npm run import -- openfisca): every value with the date it applies
-- from, the legal texts, and the day OpenFisca last checked it. Read by the dated figures (Smic, internship
-- allowance) and the aid estimates of levels 35 to 37.
CREATE TABLE openfisca_parameters (
  name text PRIMARY KEY,
  description text NOT NULL,
  unit text,
  last_value_still_valid_on date
);

-- bracket -1: the parameter's plain values; 0, 1…: the rows of a scale (field threshold or amount/rate).
CREATE TABLE openfisca_values (
  parameter text NOT NULL REFERENCES openfisca_parameters (name) ON DELETE CASCADE,
  bracket integer NOT NULL CHECK (bracket >= -1),
  field text NOT NULL CHECK (field IN ('value', 'threshold', 'amount')),
  applies_from date NOT NULL,
  value jsonb,
  PRIMARY KEY (parameter, bracket, field, applies_from)
);

CREATE TABLE openfisca_references (
  parameter text NOT NULL REFERENCES openfisca_parameters (name) ON DELETE CASCADE,
  applies_from date NOT NULL,
  position integer NOT NULL,
  title text,
  href text,
  PRIMARY KEY (parameter, applies_from, position)
);

-- Housing-aid zone of each commune (INSEE code); arrondissements and associated communes carry their parent.
CREATE TABLE apl_zones (
  commune_insee text PRIMARY KEY,
  zone smallint NOT NULL CHECK (zone IN (1, 2, 3)),
  parent_insee text
);
