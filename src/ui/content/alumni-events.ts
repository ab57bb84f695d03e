/** The Alumni Events page's words: what the chapter organises, and where to get tickets. */
export const ALUMNI_EVENTS = {
  title: 'Alumni Events',
  intro: 'Our events bring alumni, students, families and friends of the programme together throughout the year.',
  typesTitle: 'What we organise',
  types: [
    {
      title: 'Spring Banquet',
      text: 'A formal evening of dinner, awards and scholarship presentations, with the graduating scholars as our guests.',
    },
    {
      title: 'Summer Cookout',
      text: 'A relaxed afternoon of food, games and music for alumni and their families, where current students are always welcome.',
    },
    {
      title: 'Networking Mixers',
      text: 'Informal gatherings where alumni meet each other and students looking for advice, internships and mentors.',
    },
    { title: 'Service Days', text: 'Community service projects the chapter takes on together, from tutoring to neighbourhood clean-ups.' },
  ],
  ticketsTitle: 'Tickets and sponsorships',
  links: [
    { label: 'Spring Banquet 2022', to: '/Spring-Banquet-2022', text: 'Tickets for adults and children.' },
    { label: 'Cookout 2022', to: '/Cookout-2022', text: 'Tickets for the 2022 cookout.' },
    { label: 'Attend the Cookout', to: '/Attend-Cookout', text: 'Tickets for the 2024 cookout.' },
    { label: 'Sponsor a student for the Cookout', to: '/Sponsor-Cookout', text: 'Pay for students to attend the 2024 cookout.' },
  ],
} as const;
