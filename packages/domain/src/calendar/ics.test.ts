import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs, ICS_REMINDER_DAYS } from './ics';

const NOW = new Date('2026-11-26T09:30:00Z');

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('buildIcs', () => {
  it('écrit des journées entières que ical.js relit : titre, jours, lieu, lien, rappel une semaine avant', () => {
    const text = buildIcs(
      'Mon année Déclic',
      [
        {
          uid: 'parcoursup-2027-voeux@declic',
          title: 'Parcoursup : formuler ses vœux',
          start: '2027-01-20',
          end: '2027-03-11',
          url: 'https://www.parcoursup.gouv.fr/',
          description: 'Source : Parcoursup, calendrier 2027',
        },
        {
          uid: 'jpo-1@declic',
          title: 'Journée portes ouvertes, IUT de Lannion; BUT informatique',
          start: '2027-02-06',
          location: 'Lannion',
        },
      ],
      NOW,
    );
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const [voeux, jpo] = parse(text);
    expect(voeux?.summary).toBe('Parcoursup : formuler ses vœux');
    expect(voeux?.startDate.toString()).toBe('2027-01-20');
    // DTEND is exclusive: the last day shown is 11 March.
    expect(voeux?.endDate.toString()).toBe('2027-03-12');
    expect(voeux?.component.getFirstPropertyValue('url')).toBe('https://www.parcoursup.gouv.fr/');
    expect(jpo?.summary).toBe('Journée portes ouvertes, IUT de Lannion; BUT informatique');
    expect(jpo?.location).toBe('Lannion');
    expect(jpo?.endDate.toString()).toBe('2027-02-07');
    const alarm = jpo?.component.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe(`-P${ICS_REMINDER_DAYS}D`);
  });

  it('plie une ligne longue sans couper un caractère accentué', () => {
    const title = `Réunion d’information sur l’apprentissage et l’alternance à Château-Thierry ${'é'.repeat(40)}`;
    const text = buildIcs('Test', [{ uid: 'long@declic', title, start: '2027-01-05' }], NOW);
    expect(text).toContain('\r\n ');
    expect(parse(text)[0]?.summary).toBe(title);
  });
});
