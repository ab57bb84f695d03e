/** An image of the spotlight gallery; `alt` says what it shows. */
export interface GalleryImage {
  readonly src: string;
  readonly alt: string;
}

const image = (name: string, alt: string): GalleryImage => ({ src: `/images/spotlight/${name}.svg`, alt });

/** The Alumni Spotlight page: the gallery (ten images), and the featured article's kicker and photo (its words are the page text 'alumni-spotlight.article'). */
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
    photo: image('whitfield-portrait', 'Portrait illustration of Dr. Renée Whitfield'),
  },
} as const;
