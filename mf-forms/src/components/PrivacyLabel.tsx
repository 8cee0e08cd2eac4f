import { paths } from '@codecrush/contracts';
import { Link } from '@codecrush/ui/router';
import { remoteResourceFormText } from '../content/remoteResources';

/** "I agree to the Privacy Policy …", the policy linked. */
export function PrivacyLabel() {
  const { before, link, after } = remoteResourceFormText.privacy;
  return (
    <>
      {before}
      <Link to={paths.privacy}>{link}</Link>
      {after}
    </>
  );
}
