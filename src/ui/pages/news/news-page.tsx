import { HeadingOnlyPage } from '../../components/heading-only-page';

/** The News page (spec section 2): its heading only. */
export function NewsPage() {
  return <HeadingOnlyPage title="News" />;
}
