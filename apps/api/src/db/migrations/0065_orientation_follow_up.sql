-- Follow-up items of the orientation questionnaire (ours): 4 per letter, asked only when a
-- profile is unclear, to separate the letters that the 36 items could not (issue « Je ne sais
-- pas »). They are scored like the others; the main questionnaire does not show them.
ALTER TABLE questionnaire_questions ADD COLUMN follow_up boolean NOT NULL DEFAULT false;

INSERT INTO questionnaire_questions (id, position, contenu, dimension, centres_interet, follow_up) VALUES
  (101, 101, 'Réparer une fuite sous un évier avec les bons outils, ça te plairait ?', 'R', '["14","1"]', true),
  (102, 102, 'Tu aimerais savoir pourquoi certaines personnes sont allergiques et d’autres non ?', 'I', '["10"]', true),
  (103, 103, 'Tu aimerais créer le logo d’une association de ton quartier ?', 'A', '["7","30"]', true),
  (104, 104, 'Aider un enfant à apprendre à lire, ça te plairait ?', 'S', '["21","24"]', true),
  (105, 105, 'Tu aimerais convaincre des commerçants de soutenir une collecte que tu organises ?', 'E', '["8","3"]', true),
  (106, 106, 'Tu aimerais classer les archives d’une association pour tout retrouver en un clin d’œil ?', 'C', '["18","6"]', true),
  (107, 107, 'Tu aimerais préparer un vrai repas dans la cuisine d’un restaurant ?', 'R', '["27","14"]', true),
  (108, 108, 'Comparer plusieurs sources pour vérifier une info vue sur les réseaux, ça te plairait ?', 'I', '["10","29"]', true),
  (109, 109, 'Inventer une chorégraphie pour un spectacle, ça te tente ?', 'A', '["30","13"]', true),
  (110, 110, 'Tu aimerais écouter et rassurer quelqu’un qui traverse un moment difficile ?', 'S', '["22","4"]', true),
  (111, 111, 'Présenter ton projet devant un jury pour obtenir un financement, ça te tente ?', 'E', '["8","3"]', true),
  (112, 112, 'Vérifier qu’une facture ne contient aucune erreur de calcul, ça te plairait ?', 'C', '["15","6"]', true),
  (113, 113, 'Faire une randonnée de plusieurs jours en montagne, ça te tente ?', 'R', '["13","9"]', true),
  (114, 114, 'Programmer un petit robot pour qu’il évite les obstacles, ça te tente ?', 'I', '["29","10"]', true),
  (115, 115, 'Photographier ta ville pour en montrer un côté que personne ne voit, ça te plairait ?', 'A', '["30","7"]', true),
  (116, 116, 'Être bénévole dans une association qui distribue des repas, ça te tente ?', 'S', '["22","5"]', true),
  (117, 117, 'Tu aimerais diriger une petite équipe pendant un job d’été ?', 'E', '["2"]', true),
  (118, 118, 'Préparer le budget mois par mois d’un voyage de classe, ça te tente ?', 'C', '["15","18"]', true),
  (119, 119, 'Tu aimerais installer les lumières et le son d’un concert ?', 'R', '["26","14"]', true),
  (120, 120, 'Tu aimerais reconnaître les traces des animaux qui vivent dans un bois ?', 'I', '["9","10"]', true),
  (121, 121, 'Tu aimerais écrire les paroles d’une chanson ?', 'A', '["12","30"]', true),
  (122, 122, 'Tu aimerais entraîner une équipe de jeunes dans ton sport ?', 'S', '["24","21","13"]', true),
  (123, 123, 'Revendre en ligne des vêtements que tu as chinés, ça te plairait ?', 'E', '["3"]', true),
  (124, 124, 'Tu aimerais tenir l’inventaire du matériel d’un club ?', 'C', '["18","6"]', true);
