import { SITE } from './site';

/** The home page's words, in the order the page shows them. Edit freely; keep the four objectives. */
export const HOME = {
  banner: {
    welcome: `Welcome to the ${SITE.name}`,
    intro: `Alumni of the ${SITE.programme} at the ${SITE.institute}, staying close to each other and to the students who follow us.`,
    objectivesPrompt: 'Learn more about our objectives',
  },
  mission: {
    title: 'Our Mission',
    text: 'To unite the alumni of the programme in lifelong fellowship, and to put our time, talent and resources to work for the students and the institute that shaped us.',
  },
  vision: {
    title: 'Our Vision',
    text: 'A connected community of scholars where every graduate stays engaged, every student finds a mentor, and the programme thrives for generations to come.',
  },
  objectivesTitle: 'Our Objectives',
  objectives: [
    {
      title: 'Partner',
      text: 'Work hand in hand with the institute, the programme and its staff to strengthen scholarships, mentoring and student life.',
    },
    {
      title: 'Advocate',
      text: 'Speak up for the programme and its students, and support the causes that keep higher education open to talented young people.',
    },
    {
      title: 'Communicate',
      text: 'Keep alumni informed about each other, the chapter and the programme through news, events and regular updates.',
    },
    {
      title: 'Engage',
      text: 'Bring alumni back together at banquets, cookouts and service projects, and invite every graduate to take part.',
    },
  ],
  benefitsButton: 'See our membership benefits',
  history: {
    title: 'Our History',
    text: `The chapter was founded in ${SITE.founded} by the programme's first graduates, who wanted the fellowship they had found as students to last. After some quiet years it was re-established in ${SITE.reEstablished} by a new generation of alumni, and it has met, served and celebrated together ever since.`,
  },
  events: {
    title: 'News & Events',
    calendarTitle: 'Upcoming and recent events',
    loading: 'Loading news and events…',
    empty: 'No events have been announced yet. Please check back soon.',
    retry: 'Try again',
  },
} as const;
