/** An image of the spotlight gallery; `alt` says what it shows. */
export interface GalleryImage {
  readonly src: string;
  readonly alt: string;
}

const image = (name: string, alt: string): GalleryImage => ({ src: `/images/spotlight/${name}.svg`, alt });

/** The Alumni Spotlight page: the gallery (ten images) and the featured article. */
export const ALUMNI_SPOTLIGHT = {
  title: 'Alumni Spotlight',
  galleryTitle: 'Gallery',
  gallery: [
    image('banquet', 'Illustration: alumni seated around a banquet table at the Spring Banquet'),
    image('graduation', 'Illustration: graduation caps thrown into the sky'),
    image('mentoring', 'Illustration: a mentor and a student at a whiteboard of notes and equations'),
    image('cookout', 'Illustration: families under a tent at the summer cookout, by the grill'),
    image('tutoring', 'Illustration: an alumna tutoring a high-school student over books'),
    image('officers', 'Illustration: the chapter’s officers standing together at the annual meeting'),
    image('poster', 'Illustration: two scholars presenting a research poster with a bar chart'),
    image('library', 'Illustration: the institute’s columned library at dusk'),
    image('service-day', 'Illustration: volunteers at a neighbourhood clean-up on a service day'),
    image('homecoming', 'Illustration: alumni cheering in the stands at the homecoming game'),
  ] satisfies readonly GalleryImage[],
  article: {
    kicker: 'In the spotlight',
    title: 'Alumna Elected President of the National Statistical Association',
    photo: image('whitfield-portrait', 'Portrait illustration of Dr. Renée Whitfield'),
    paragraphs: [
      'Dr. Renée Whitfield, a scholar of the programme’s class of 1996, has been elected president of the National Association of Statistical Sciences, the country’s largest professional society of statisticians.',
      'Dr. Whitfield leads a research group in survey methodology and has spent her career making public statistics more accurate and more trustworthy. She is the first graduate of our programme to lead the association.',
      '“The programme taught me that numbers are about people,” she said after her election. “I owe the scholars who mentored me, and I intend to do the same for the next generation.”',
      'The chapter congratulates Dr. Whitfield and looks forward to welcoming her as the keynote speaker at a future Spring Banquet.',
    ],
  },
} as const;
