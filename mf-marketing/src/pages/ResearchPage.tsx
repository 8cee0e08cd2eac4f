import { researchNames } from '@codecrush/contracts';
import { CatalogEntryPage } from '../components/CatalogEntryPage';
import { notFoundText } from '../content/notFound';

/** Spec: an unknown research id shows "Service not found". */
export default function ResearchPage() {
  return <CatalogEntryPage catalogue={researchNames} param="id" notFound={notFoundText.service} />;
}
