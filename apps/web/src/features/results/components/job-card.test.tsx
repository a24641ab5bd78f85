import type { ReadJob, ReadStudy } from '@declic/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { JobCard } from './job-card';
import { StudyList } from './study-list';

const onisep = 'https://www.onisep.fr/http/redirection/metier/slug/MET.42';
const franceTravail = 'https://candidat.francetravail.fr/marche-du-travail/fichemetierrome?codeRome=K2105';
const job = (overrides: Partial<ReadJob> = {}): ReadJob => ({
  title: 'Animateur / Animatrice',
  skills: ['Animer un groupe'],
  romeCode: 'K2105',
  links: [
    { site: 'ONISEP', url: onisep },
    { site: 'France Travail', url: franceTravail },
  ],
  ...overrides,
});

const card = (value: ReadJob) =>
  render(
    <MemoryRouter>
      <JobCard job={value} />
    </MemoryRouter>,
  );

describe('un métier recommandé, avec ses fiches officielles', () => {
  it('les fiches ONISEP et France Travail s’ouvrent dans un nouvel onglet, avec le nom du site', () => {
    card(job());
    const list = screen.getByRole('list', { name: 'Fiches officielles : Animateur / Animatrice' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([onisep, franceTravail]);
    expect(links[0]).toHaveAccessibleName('Fiche ONISEP (nouvel onglet)');
    expect(links[1]).toHaveAccessibleName('Fiche France Travail (nouvel onglet)');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.queryByText('Idée d’ouverture')).not.toBeInTheDocument();
  });

  it('l’idée « ouverture » porte son étiquette et dit pourquoi elle est là', () => {
    card(job({ opening: true }));
    expect(screen.getByText('Idée d’ouverture')).toBeInTheDocument();
    expect(screen.getByText(/un univers que tes autres idées ne montrent pas/)).toBeInTheDocument();
  });

  it('sans lien connu (anciennes analyses), pas de liste vide', () => {
    card(job({ links: undefined }));
    expect(screen.queryByRole('list', { name: /Fiches officielles/ })).not.toBeInTheDocument();
  });
});

describe('les idées d’études', () => {
  it('chaque idée avec sa fiche ONISEP renvoie vers elle', () => {
    const url = 'https://www.onisep.fr/http/redirection/formation/slug/FOR.7';
    const studies: ReadStudy[] = [
      {
        type: 'Voie professionnelle',
        degree: 'BPJEPS animation sociale',
        forJobs: ['Animateur'],
        links: [{ site: 'ONISEP', url }],
      },
      { type: 'Études supérieures courtes', degree: 'BTS', forJobs: ['Animateur'] },
    ];
    render(<StudyList studies={studies} />);
    expect(screen.getByRole('link', { name: 'Fiche formation ONISEP (nouvel onglet)' })).toHaveAttribute(
      'href',
      url,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
