import { HeadingOnlyPage } from '../../components/heading-only-page';

/** The Committees page (spec section 2): its heading only. */
export function CommitteesPage() {
  return <HeadingOnlyPage title="Committees" />;
}
