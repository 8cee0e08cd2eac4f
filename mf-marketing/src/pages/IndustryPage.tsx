import { industryNames } from '@codecrush/contracts';
import { CatalogEntryPage } from '../components/CatalogEntryPage';
import { notFoundText } from '../content/notFound';

export default function IndustryPage() {
  return <CatalogEntryPage catalogue={industryNames} param="id" notFound={notFoundText.industry} />;
}
