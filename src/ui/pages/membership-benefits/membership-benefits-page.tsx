import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/document-title';
import { SiteText } from '../../components/site-text';
import { MEMBERSHIP_BENEFITS as TEXT } from '../../content/membership-benefits';
import './membership-benefits.css';

/** The Membership Benefits page: ten benefits, the paid-members-only ones marked as such. */
export function MembershipBenefitsPage() {
  useDocumentTitle(TEXT.title);
  return (
    <div className="page">
      <div className="container">
        <h1>{TEXT.title}</h1>
        <div className="page-intro">
          <SiteText name="membership-benefits.introduction" />
        </div>
        <ul className="card-grid benefit-list">
          {TEXT.benefits.map((benefit) => (
            <li key={benefit.title} className="card benefit">
              <h2>{benefit.title}</h2>
              {benefit.paidOnly ? <p className="badge">{TEXT.paidOnlyLabel}</p> : null}
              <SiteText name={benefit.text} />
            </li>
          ))}
        </ul>
        <p className="page-actions">
          <Link to="/Become-A-Member" className="button button-gold">
            {TEXT.joinPrompt}
          </Link>
        </p>
      </div>
    </div>
  );
}
