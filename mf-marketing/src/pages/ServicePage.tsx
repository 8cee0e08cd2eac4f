import { serviceNames } from '@codecrush/contracts';
import { CatalogEntryPage } from '../components/CatalogEntryPage';
import { notFoundText } from '../content/notFound';

export default function ServicePage() {
  return <CatalogEntryPage catalogue={serviceNames} param="serviceid" notFound={notFoundText.service} />;
}
