import { HeadingOnlyPage } from '../../components/heading-only-page';

/** The Contact page (spec section 2): its heading only. */
export function ContactPage() {
  return <HeadingOnlyPage title="Contact" />;
}
