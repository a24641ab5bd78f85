import { z } from 'zod';
import type { Production } from '../contracts/productions';
import { typographieFr } from '../format/typography';
import { ADVICE_TOPICS } from './advice/advice-check';
import { certificatePath, EXPERT_BADGE } from './expert/certificate';
import { FOCUS_THEMES } from './focus/focus-themes';
import { excerpt, plural, read, type Steps } from './production-reading';

// What levels 24 to 30 leave: read from their passed steps, like the earlier levels' productions.

type Built = Pick<Production, 'items' | 'summary'> | undefined;

const portfolioAnswer = z.object({ intro: z.string(), sections: z.array(z.string()) });
const planAnswer = z.object({ plan: z.string() });
const adviceAnswer = z.object({ topic: z.string(), text: z.string() });
const storyAnswer = z.object({ fields: z.record(z.string(), z.string()) });
const certificateResult = z.object({ code: z.string(), issuedAt: z.string() });
const focusAnswer = z.object({ focus: z.array(z.string()) });

function portfolio(steps: Steps): Built {
  const answer = read(portfolioAnswer, steps.get('portfolio')?.answer);
  if (!answer) return undefined;
  return {
    items: [{ label: 'Ta présentation', text: excerpt(answer.intro) }],
    summary: `portfolio de ${plural(answer.sections.length, 'rubrique', 'rubriques')}`,
  };
}

function coherence(steps: Steps): Built {
  const answer = read(planAnswer, steps.get('verification')?.answer);
  if (!answer) return undefined;
  const plan = excerpt(answer.plan);
  return {
    items: plan ? [{ label: 'Ton plan de corrections', text: plan }] : [],
    summary: 'dossier vérifié',
  };
}

function polish(steps: Steps): Built {
  return steps.get('finitions') ? { items: [], summary: 'documents relus et corrigés' } : undefined;
}

function advice(steps: Steps): Built {
  const answer = read(adviceAnswer, steps.get('conseil')?.answer);
  if (!answer) return undefined;
  const topic = ADVICE_TOPICS.find((candidate) => candidate.id === answer.topic)?.label ?? '';
  return {
    items: [{ label: `Ton conseil · ${topic}`, text: excerpt(answer.text) }],
    summary: 'conseil envoyé',
  };
}

function story(steps: Steps): Built {
  const answer = read(storyAnswer, steps.get('histoire')?.answer);
  if (!answer) return undefined;
  return {
    items: [{ label: 'Ton tournant', text: excerpt(answer.fields.tournant ?? '') }],
    summary: 'histoire écrite',
  };
}

function certificate(steps: Steps): Built {
  const result = read(certificateResult, steps.get('certificat')?.check?.result);
  if (!result) return undefined;
  return {
    items: [
      {
        label: typographieFr(`Certificat « ${EXPERT_BADGE} »`),
        text: `Vérifiable sur ${certificatePath(result.code)}`,
      },
    ],
    summary: 'badge d’expert',
  };
}

function focus(steps: Steps): Built {
  const answer = read(focusAnswer, steps.get('bilan')?.answer);
  if (!answer) return undefined;
  const labels = answer.focus.flatMap((id) =>
    FOCUS_THEMES.filter((theme) => theme.id === id).map((theme) => theme.label),
  );
  return {
    items: labels.map((text) => ({ label: 'Ta priorité', text })),
    summary: labels.join(', ').toLocaleLowerCase('fr-FR'),
  };
}

/** Levels 24 to 30: what each produces, and the words of its link. */
export const LATE_BUILDERS: [number, { build: (steps: Steps) => Built; linkLabel: string }][] = [
  [24, { build: portfolio, linkLabel: 'Retélécharger ton portfolio' }],
  [25, { build: coherence, linkLabel: 'Revoir ta vérification' }],
  [26, { build: polish, linkLabel: 'Relancer les finitions' }],
  [27, { build: advice, linkLabel: 'Revoir ton conseil' }],
  [28, { build: story, linkLabel: 'Relire ton histoire' }],
  [29, { build: certificate, linkLabel: 'Retrouver ton certificat' }],
  [30, { build: focus, linkLabel: 'Revoir ton bilan' }],
];
