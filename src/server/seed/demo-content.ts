import type { EventInput } from '../../application/ports/event-repository.port';

/**
 * What a fresh install starts with, so a person can try every page at once: past and coming
 * events (the Winter Scholarship Gala is the latest), the executive board, and a sample of the
 * members-only documents. A chapter replaces all of it from the Admin Panel.
 */
export const DEMO_EVENTS: readonly EventInput[] = [
  {
    eventName: 'Spring Banquet 2022',
    eventDate: 'Apr 23rd 2022',
    eventDesc: 'Dinner, scholarship awards and an evening with classmates old and new, from 5:00 to 9:00 in Portsmouth, VA.',
  },
  {
    eventName: 'Cookout 2022',
    eventDate: 'Aug 13th 2022',
    eventDesc: 'Our summer cookout at City Park: food, music, lawn games and a welcome for the newest scholars.',
  },
  {
    eventName: 'Cookout 2024',
    eventDate: 'Aug 17th 2024',
    eventDesc: 'The cookout returns. Bring the family; sponsor a current student so they can join us too.',
  },
  {
    eventName: 'Fall Networking Night',
    eventDate: 'Oct 9th 2026',
    eventDesc: 'Alumni working in research, industry and teaching meet current scholars over coffee and career advice.',
  },
  {
    eventName: 'Winter Scholarship Gala',
    eventDate: 'Dec 12th 2026',
    eventDesc:
      "Our year-end gala raises the scholarship endowment. Dinner, a keynote from a scholar of the first cohort, and the announcement of this year's book awards.",
  },
];

export interface DemoOfficer {
  readonly name: string;
  readonly position: string;
  readonly summary: string;
  readonly colour: readonly [number, number, number];
}

export const DEMO_OFFICERS: readonly DemoOfficer[] = [
  {
    name: 'Danielle Brooks',
    position: 'President',
    colour: [11, 61, 110],
    summary:
      'Danielle graduated with a degree in applied mathematics and went on to a doctorate in operations research. She leads a data science team at a regional health system, where she builds the forecasting models hospitals use to plan staffing. She joined the chapter the year it was re-established and has chaired the scholarship committee twice. As president she wants every scholar to leave campus already knowing an alumnus in their field.',
  },
  {
    name: 'Marcus Ellison',
    position: 'Vice President',
    colour: [24, 97, 72],
    summary:
      "Marcus is a civil engineer who designs coastal flood defences. He mentors engineering scholars and organises the chapter's site visits, from shipyards to wastewater plants, so students can see the work behind the equations. He also runs our cookout, and will happily tell you that the brisket is a solved optimisation problem.",
  },
  {
    name: 'Priya Raman',
    position: 'Secretary',
    colour: [122, 45, 86],
    summary:
      'Priya teaches high-school calculus and statistics. She keeps the minutes, the membership roll and the chapter calendar, and edits the newsletter.',
  },
  {
    name: 'Jerome Whitaker',
    position: 'Treasurer',
    colour: [138, 84, 18],
    summary:
      'Jerome is a certified public accountant. He prepares the quarterly treasury reports, looks after the endowment contributions and makes sure every donation gets its receipt.',
  },
  {
    name: 'Alicia Moreno',
    position: 'Membership Chair',
    colour: [53, 74, 140],
    summary:
      'Alicia works in cybersecurity and welcomes every new member personally. Ask her about the benefits that come with a paid membership.',
  },
];

export interface DemoDocument {
  readonly folder: 'meeting-minutes' | 'treasury-report';
  readonly fileName: string;
  readonly title: string;
  readonly lines: readonly string[];
}

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    folder: 'meeting-minutes',
    fileName: '2026-10-14 Chapter Meeting Minutes.pdf',
    title: 'Chapter Meeting Minutes - October 14, 2026',
    lines: [
      'Present: D. Brooks, M. Ellison, P. Raman, J. Whitaker, A. Moreno and 18 members.',
      '1. The minutes of the September meeting were approved.',
      "2. Treasurer's report: Q3 report accepted (see Treasury Reports).",
      '3. Winter Scholarship Gala: venue booked for December 12; ticket sales open November 1.',
      '4. Membership: 14 new members since July; renewal reminders go out in January.',
      '5. Next meeting: November 11, 2026, 7:00 pm.',
    ],
  },
  {
    folder: 'meeting-minutes',
    fileName: '2026-09-09 Chapter Meeting Minutes.pdf',
    title: 'Chapter Meeting Minutes - September 9, 2026',
    lines: [
      'Present: the executive board and 21 members.',
      '1. Fall Networking Night set for October 9.',
      '2. Scholarship committee to review book-award applications by November 30.',
    ],
  },
  {
    folder: 'treasury-report',
    fileName: '2026 Q3 Treasury Report.pdf',
    title: 'Treasury Report - Third Quarter 2026',
    lines: [
      'Opening balance (July 1): $18,420.00',
      'Membership dues and new memberships: $3,150.00',
      'Donations (Chapter Donation and Community Service Project): $2,275.00',
      'Cookout and event costs: -$1,640.00',
      'Scholarship book awards: -$1,500.00',
      'Closing balance (September 30): $20,705.00',
    ],
  },
];
