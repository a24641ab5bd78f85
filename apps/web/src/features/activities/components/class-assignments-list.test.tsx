import { INITIAL_PROGRESSION, type MyAssignment } from '@declic/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { assignedBadges } from '../assigned-badges';
import { ClassAssignmentsList } from './class-assignments-list';
import { JourneyMap } from './journey-map';

const assignments: MyAssignment[] = [
  { id: 'a1', level: 3, dueOn: '2026-12-05', classroomName: 'Terminale B', done: true },
  { id: 'a2', level: 6, dueOn: '2026-12-12', classroomName: 'Terminale B', done: false },
];

describe('niveaux demandés par la classe, sur la carte', () => {
  it('liste « Demandé par ta classe » avec les dates, les faits marqués', () => {
    render(
      <MemoryRouter>
        <ClassAssignmentsList assignments={assignments} />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Demandé par ta classe' });
    const [done, todo] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(done).toHaveTextContent('Niveau 3 · Pitch de 60s');
    expect(done).toHaveTextContent('pour le 5 décembre (Terminale B)');
    expect(done).toHaveTextContent('Fait');
    expect(todo).toHaveTextContent('pour le 12 décembre (Terminale B)');
    expect(todo).not.toHaveTextContent('Fait');
    expect(within(todo).getByRole('link')).toHaveAttribute('href', '/app/niveau/6');
  });

  it('ne montre rien sans niveau demandé', () => {
    const { container } = render(<ClassAssignmentsList assignments={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marque le niveau demandé sur sa carte, et lui seul', () => {
    render(
      <MemoryRouter>
        <JourneyMap
          progression={{ ...INITIAL_PROGRESSION, level: 6, quests: [] }}
          isPaid={false}
          shown={{ level: 6, xp: 500 }}
          assigned={assignedBadges(assignments)}
        />
      </MemoryRouter>,
    );
    const level6 = screen.getByRole('link', { name: /Niveau 6/ });
    expect(level6).toHaveAccessibleName(expect.stringContaining('Pour le 12 déc. — Terminale B'));
    expect(screen.getAllByText(/^Pour le /)).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Niveau 7/ })).not.toHaveTextContent('Pour le');
  });
});
